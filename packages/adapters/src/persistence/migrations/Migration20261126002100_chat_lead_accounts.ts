import { Migration } from '@mikro-orm/migrations';

/**
 * Chat leads linked to an account (issue 21 item 3): a visitor who expresses interest in the assistant chat
 * while signed in is linked to their account. Null for anonymous visitors; deleting the account keeps the lead
 * (the admins' record of the conversation) and forgets the link.
 */
export class Migration20261126002100ChatLeadAccounts extends Migration {
  override name = 'Migration20261126002100_chat_lead_accounts';

  override up(): void {
    this.addSql('alter table chat_leads add column user_id integer references users (id) on delete set null');
    this.addSql('create index chat_leads_user_id_idx on chat_leads (user_id) where user_id is not null');
  }

  override down(): void {
    this.addSql('alter table chat_leads drop column if exists user_id');
  }
}
