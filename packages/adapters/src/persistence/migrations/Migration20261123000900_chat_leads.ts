import { Migration } from '@mikro-orm/migrations';

/**
 * Chat leads (accounts spec §3 chat_leads, §4 'Chat lead'; issue 11 item 7):
 * - `conversation_key` is the assistant's key for one visitor's conversation: recording it again updates the
 *   same lead (an upsert), never a second one;
 * - the interest level is one of the spec's four, and `contacted` exactly when the lead is contacted, which is
 *   also exactly when it has a contact time (marking contacted sets all three together);
 * - the conversation is a JSON list of turns (role visitor / assistant, text, at), bounded so one chat cannot
 *   grow a row without end (the application keeps to 200 turns of 4,000 characters);
 * - the page lists newest first.
 */
export class Migration20261123000900ChatLeads extends Migration {
  override name = 'Migration20261123000900_chat_leads';

  override up(): void {
    this.addSql(`
      create table chat_leads (
        id serial primary key,
        conversation_key varchar(100) not null,
        name varchar(200),
        email varchar(254),
        first_message varchar(4000) not null,
        last_message varchar(4000) not null,
        interest_level varchar(20) not null default 'initial',
        conversation_data jsonb not null default '[]',
        is_contacted boolean not null default false,
        contacted_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint chat_leads_conversation_key_key unique (conversation_key),
        constraint chat_leads_interest_level_check
          check (interest_level in ('initial', 'interested', 'qualified', 'contacted')),
        constraint chat_leads_contacted_at_check check ((contacted_at is not null) = is_contacted),
        constraint chat_leads_contacted_level_check check ((interest_level = 'contacted') = is_contacted),
        constraint chat_leads_conversation_data_check check (
          case when jsonb_typeof(conversation_data) = 'array'
            then jsonb_array_length(conversation_data) <= 200 and octet_length(conversation_data::text) <= 1048576
            else false
          end)
      )`);
    this.addSql('create index chat_leads_created_at_idx on chat_leads (created_at desc, id desc)');
  }

  override down(): void {
    this.addSql('drop table if exists chat_leads');
  }
}
