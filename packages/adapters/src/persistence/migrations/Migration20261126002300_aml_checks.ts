import { Migration } from '@mikro-orm/migrations';

/**
 * AML screening (issue 22 item 7; the accounts spec's `aml_checks`, docs/kyc.md "AML screening"): one check per
 * KYC submission, unique on (kyc_id, submitted_at) so that two processes queueing the same submission store one.
 * The spec's columns, plus what screening needs to run: the subject as it was submitted, the attempts, when to
 * try again and the lease of the process trying now (a process that dies mid-attempt leaves the check to be
 * claimed again once it has passed). Nothing is backfilled: the screening job queues the submissions waiting for
 * review when a screening service is configured.
 */
export class Migration20261126002300AmlChecks extends Migration {
  override name = 'Migration20261126002300_aml_checks';

  override up(): void {
    this.addSql(`
      create table aml_checks (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        kyc_id integer not null references kyc_verifications (id) on delete cascade,
        submitted_at timestamptz not null,
        subject_full_name text not null,
        subject_date_of_birth text not null,
        subject_nationality text not null,
        sanctions_screening_result text check (sanctions_screening_result in ('clear', 'possible_match')),
        sanctions_screening_details jsonb,
        pep_screening_result text check (pep_screening_result in ('clear', 'possible_match')),
        pep_screening_details jsonb,
        adverse_media_result text,
        adverse_media_details jsonb,
        risk_score numeric(5, 4) not null default 0 check (risk_score between 0 and 1),
        risk_level text not null default 'low' check (risk_level in ('low', 'high')),
        risk_factors jsonb not null default '[]',
        status text not null default 'pending' check (status in ('pending', 'completed')),
        reviewed_by integer references users (id) on delete set null,
        review_notes text,
        external_service_provider text,
        external_check_id text,
        external_check_data jsonb,
        attempts integer not null default 0,
        last_error text,
        next_attempt_at timestamptz,
        lease_until timestamptz,
        screened_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (kyc_id, submitted_at),
        check ((status = 'pending') = (screened_at is null))
      )`);
    this.addSql(`create index aml_checks_due_idx on aml_checks (next_attempt_at, id) where status = 'pending'`);
  }

  override down(): void {
    this.addSql('drop table if exists aml_checks');
  }
}
