import { Migration } from '@mikro-orm/migrations';

/**
 * Investing (product rules §2-§3): project interests (applications), investments, and the unit's funding
 * derived from them.
 * - A unit's `current_investment` and funding status are no longer stored: the view `unit_states` derives them
 *   from confirmed investments (active and completed), so they cannot drift from the money actually paid in.
 *   `sold_at` makes a unit sold (final); `funding_override` is an admin's hand-set status (audited), cleared by
 *   the next confirmed payment on the unit.
 * - Payment references are unique, drawn from a sequence.
 * - `consumed_events` records which outbox events each consumer has applied, written in the transaction that
 *   applies them (the event row locked meanwhile), so each event's effect happens exactly once, even with two
 *   server processes and events committed out of id order.
 */
export class Migration20261123000400Investing extends Migration {
  override name = 'Migration20261123000400_investing';

  override up(): void {
    this.addSql(`
      create table project_interests (
        id serial primary key,
        user_id integer not null references users (id) on delete restrict,
        project_id integer not null references projects (id) on delete restrict,
        unit_id integer references units (id) on delete restrict,
        unit_type text,
        interest_amount numeric(15,2) not null check (interest_amount > 0),
        currency text not null default 'USD',
        contact_preference text not null check (contact_preference in ('email', 'phone', 'whatsapp')),
        contact_info text not null check (length(contact_info) between 1 and 200),
        message text check (length(message) <= 1000),
        interest_type text not null default 'unit' check (interest_type in ('unit', 'multiple_units')),
        units_requested integer not null default 1 check (units_requested between 1 and 100),
        status text not null default 'pending' check (status in (
          'pending', 'approved', 'awaiting_kyc', 'pending_kyc', 'kyc_approved', 'awaiting_payment',
          'active', 'completed', 'rejected', 'expired', 'withdrawn')),
        investment_id integer,
        approved_by integer references users (id) on delete set null,
        approved_at timestamptz,
        kyc_required boolean not null default true,
        payment_method text,
        payment_reference text,
        payment_amount numeric(15,2),
        payment_due_at timestamptz,
        payment_confirmed_by integer references users (id) on delete set null,
        payment_confirmed_at timestamptz,
        admin_notes text,
        rejection_reason text,
        is_read boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql(`create index project_interests_user_idx on project_interests (user_id, id)`);
    this.addSql(`create index project_interests_status_idx on project_interests (status, id)`);

    this.addSql(`
      create table investments (
        id serial primary key,
        user_id integer not null references users (id) on delete restrict,
        project_id integer not null references projects (id) on delete restrict,
        unit_id integer not null references units (id) on delete restrict,
        application_id integer unique references project_interests (id) on delete restrict,
        amount numeric(15,2) not null check (amount > 0),
        ownership_percentage numeric(5,2) not null check (ownership_percentage between 0 and 100),
        current_value numeric(15,2) not null check (current_value >= 0),
        profit_share numeric(15,2) not null default 0,
        status text not null default 'pending_kyc'
          check (status in ('pending_kyc', 'awaiting_payment', 'active', 'completed', 'cancelled')),
        payment_method text,
        payment_reference text not null unique,
        window_ends_at timestamptz,
        reminder_sent_at timestamptz,
        payment_confirmed_by integer references users (id) on delete set null,
        payment_confirmed_at timestamptz,
        satisfaction_confirmed boolean not null default false,
        satisfaction_confirmed_at timestamptz,
        cancelled_at timestamptz,
        cancellation_reason text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((status in ('pending_kyc', 'awaiting_payment')) = (window_ends_at is not null))
      )`);
    this.addSql(`create index investments_unit_idx on investments (unit_id, status)`);
    this.addSql(`create index investments_user_idx on investments (user_id, id)`);
    this.addSql(
      `create index investments_waiting_idx on investments (window_ends_at) where status in ('pending_kyc', 'awaiting_payment')`,
    );
    this.addSql(`
      alter table project_interests
        add constraint project_interests_investment_fk foreign key (investment_id) references investments (id)`);
    this.addSql(`create sequence payment_reference_seq start 1000`);

    this.addSql(`
      alter table units
        drop column current_investment,
        drop column status,
        add column funding_override text
          check (funding_override in ('available', 'partially_funded', 'fully_funded'))`);
    this.addSql(`
      create view unit_states as
        select u.*,
               coalesce(f.confirmed, 0)::numeric(15,2) as current_investment,
               case
                 when u.sold_at is not null then 'sold'
                 when u.funding_override is not null then u.funding_override
                 when coalesce(f.confirmed, 0) = 0 then 'available'
                 when f.confirmed < u.total_investment_needed then 'partially_funded'
                 else 'fully_funded'
               end as status
          from units u
          left join lateral (
            select sum(i.amount) as confirmed
              from investments i
             where i.unit_id = u.id and i.status in ('active', 'completed')
          ) f on true`);

    this.addSql(`
      create table consumed_events (
        consumer text not null,
        event_id bigint not null references domain_events (id) on delete cascade,
        consumed_at timestamptz not null,
        primary key (consumer, event_id)
      )`);
    this.addSql(`create index domain_events_type_idx on domain_events (type, id)`);
  }

  override down(): void {
    this.addSql('drop table if exists consumed_events');
    this.addSql('drop view if exists unit_states');
    this.addSql(`
      alter table units
        drop column funding_override,
        add column current_investment numeric(15,2) not null default 0,
        add column status text not null default 'available'`);
    this.addSql('drop sequence if exists payment_reference_seq');
    this.addSql('alter table project_interests drop constraint if exists project_interests_investment_fk');
    this.addSql('drop table if exists investments');
    this.addSql('drop table if exists project_interests');
  }
}
