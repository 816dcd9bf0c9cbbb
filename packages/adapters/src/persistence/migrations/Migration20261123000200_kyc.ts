import { Migration } from '@mikro-orm/migrations';

/**
 * Identity verification (product rules §2, §5):
 * - kyc_verifications: one per investor; the user's KYC status is read from here (the copy on `users` is
 *   dropped: a status that follows from another row is derived, never stored apart);
 * - stored_files: documents, encrypted with AES-256-GCM, in the database so every server process reads them
 *   and they are written in the same transaction as the record;
 * - audit_log: who did what, when, before and after;
 * - domain_events: the event outbox, written in the transaction that made the change.
 */
export class Migration20261123000200Kyc extends Migration {
  override name = 'Migration20261123000200_kyc';

  override up(): void {
    this.addSql(`
      create table stored_files (
        key text primary key check (key ~ '^[0-9a-f]{32}$'),
        content_type text not null,
        file_name text not null check (length(file_name) <= 100),
        byte_size integer not null check (byte_size >= 0),
        key_id text not null,
        iv bytea not null,
        auth_tag bytea not null,
        ciphertext bytea not null,
        created_at timestamptz not null default now()
      )`);

    this.addSql(`
      create table kyc_verifications (
        id serial primary key,
        user_id integer not null unique references users (id) on delete cascade,
        status text not null
          check (status in ('not_started', 'pending', 'under_review', 'approved', 'rejected', 'requires_additional_info')),
        full_name text not null,
        date_of_birth date not null,
        nationality text not null check (nationality in ('gh', 'ng', 'us', 'gb', 'de', 'fr', 'other')),
        phone_number text not null,
        address text not null,
        city text not null,
        postal_code text not null,
        country text not null check (country in ('ghana', 'nigeria', 'usa', 'uk', 'germany', 'france')),
        document_type text not null check (document_type in ('passport', 'national_id', 'drivers_license')),
        document_number text not null,
        document_expiry_date date not null,
        proof_of_address_type text not null
          check (proof_of_address_type in ('utility_bill', 'bank_statement', 'rental_agreement')),
        proof_of_address_date date not null,
        source_of_funds text not null
          check (source_of_funds in ('employment', 'business', 'investment', 'inheritance', 'other')),
        source_of_funds_details text,
        employment_status text not null
          check (employment_status in ('employed', 'self_employed', 'retired', 'unemployed', 'student')),
        occupation text,
        annual_income numeric(15, 0) check (annual_income >= 0),
        is_politically_exposed boolean not null default false,
        political_exposure_details text,
        is_high_risk_country boolean not null default false,
        document_front_key text references stored_files (key),
        document_back_key text references stored_files (key),
        proof_of_address_key text references stored_files (key),
        selfie_key text references stored_files (key),
        verification_level text not null default 'basic',
        verification_method text,
        reviewed_by integer references users (id) on delete set null,
        review_notes text,
        rejection_reason text,
        submitted_at timestamptz,
        reviewed_at timestamptz,
        approved_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (status <> 'approved' or (approved_at is not null and expires_at is not null)),
        check (status <> 'rejected' or length(trim(rejection_reason)) > 0),
        check (not is_politically_exposed or length(trim(political_exposure_details)) > 0)
      )`);
    this.addSql(
      `create index kyc_verifications_review_queue_idx on kyc_verifications (submitted_at, id)
         where status in ('pending', 'under_review')`,
    );

    this.addSql(`alter table users drop column kyc_status, drop column kyc_approved_at, drop column kyc_expires_at`);

    this.addSql(`
      create table audit_log (
        id bigserial primary key,
        actor_id integer references users (id) on delete set null,
        action text not null,
        entity text not null,
        entity_id text not null,
        before jsonb,
        after jsonb,
        at timestamptz not null,
        correlation_id text not null
      )`);
    this.addSql(`create index audit_log_entity_idx on audit_log (entity, entity_id, id)`);

    this.addSql(`
      create table domain_events (
        id bigserial primary key,
        type text not null,
        payload jsonb not null,
        occurred_at timestamptz not null,
        published_at timestamptz
      )`);
    this.addSql(`create index domain_events_unpublished_idx on domain_events (id) where published_at is null`);
  }

  override down(): void {
    this.addSql('drop table if exists domain_events');
    this.addSql('drop table if exists audit_log');
    this.addSql(`
      alter table users
        add column kyc_status text not null default 'not_started',
        add column kyc_approved_at timestamptz,
        add column kyc_expires_at timestamptz`);
    this.addSql('drop table if exists kyc_verifications');
    this.addSql('drop table if exists stored_files');
  }
}
