import { Migration } from '@mikro-orm/migrations';

/**
 * Online payments (issue 22): each checkout an investor starts, with the quote they were shown (currency, amount
 * in the lowest unit, locked rate, expiry) and what the provider later said (amount, currency, channel, paid at,
 * its record). The reference is unique, so a webhook, its replays and the reconciliation job all find one row,
 * which they lock. Payments whose reference no checkout has are logged in `unmatched_payments` (once per
 * reference). `audit_log.actor_system` names a non-person actor (the provider) where `actor_id` is null.
 * New tables and a nullable column: existing data is unaffected; `down` drops them.
 */
export class Migration20261126002200PaymentCheckouts extends Migration {
  override name = 'Migration20261126002200_payment_checkouts';

  override up(): void {
    this.addSql(`
      create table payment_checkouts (
        id serial primary key,
        investment_id integer not null references investments (id) on delete restrict,
        user_id integer not null references users (id) on delete restrict,
        provider text not null,
        reference text not null check (reference ~ '^[A-Za-z0-9.=-]{1,100}$'),
        currency text not null check (currency in ('GHS', 'USD')),
        amount_minor bigint not null check (amount_minor > 0),
        usd_amount numeric(15,2) not null check (usd_amount > 0),
        rate numeric(20,8) not null check (rate > 0),
        quote_expires_at timestamptz not null,
        authorization_url text not null,
        status text not null default 'open'
          check (status in ('open', 'matched', 'held', 'failed', 'resolved_confirmed', 'refunded')),
        hold_reason text check (hold_reason in
          ('partial_payment', 'over_payment', 'other_currency', 'quote_expired', 'window_closed', 'already_paid')),
        paid_amount_minor bigint,
        paid_currency text,
        channel text,
        paid_at timestamptz,
        provider_data jsonb,
        resolved_by integer references users (id) on delete restrict,
        resolved_at timestamptz,
        resolution_note text check (char_length(resolution_note) <= 1000),
        last_verified_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payment_checkouts_reference_unique unique (reference),
        constraint payment_checkouts_held_has_reason check ((status = 'held') = (hold_reason is not null) or status in ('resolved_confirmed', 'refunded'))
      )`);
    this.addSql(`create index payment_checkouts_investment_idx on payment_checkouts (investment_id)`);
    this.addSql(`create index payment_checkouts_open_idx on payment_checkouts (created_at) where status = 'open'`);
    this.addSql(`
      create table unmatched_payments (
        id serial primary key,
        provider text not null,
        reference text not null,
        amount_minor bigint,
        currency text,
        provider_data jsonb,
        received_at timestamptz not null,
        constraint unmatched_payments_reference_unique unique (provider, reference)
      )`);
    this.addSql(`alter table audit_log add column actor_system text`);
  }

  override down(): void {
    this.addSql('alter table audit_log drop column if exists actor_system');
    this.addSql('drop table if exists unmatched_payments, payment_checkouts');
  }
}
