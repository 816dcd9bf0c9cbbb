import { Migration } from '@mikro-orm/migrations';

/** OPEN_APPLICATION_STATUSES of the domain (application.machine.ts): not final, not yet paid. */
const OPEN = `('pending', 'approved', 'awaiting_kyc', 'pending_kyc', 'kyc_approved', 'awaiting_payment')`;
const BY = 'migration:Migration20261126000100_one_open_application';

/**
 * One open application per investor and unit, or per project for an interest without a unit (issue 17 item 2,
 * rules §3): two partial unique indexes, so that parallel requests cannot both insert one.
 *
 * A live database may already hold duplicates (one investor filed 50 applications for one unit in 356 ms), and
 * the indexes cannot be built over them. So first, in each group of open applications of one investor for one
 * unit (or one project without a unit), one is kept and the others are withdrawn:
 * - kept is the one furthest along (awaiting_payment, then kyc_approved, pending_kyc, awaiting_kyc, approved,
 *   pending), and among equals the oldest: an admin's approval or issued payment instructions are never undone
 *   in favour of a copy still waiting for review;
 * - each other one becomes `withdrawn` (the status an investor's own withdrawal gives: final, nothing paid),
 *   with a note in `admin_notes` naming the application kept; its investment, if one is still waiting for KYC or
 *   payment (only when two copies had both reached awaiting_payment), is cancelled with the reason, releasing
 *   its capacity;
 * - every change writes an audit record (actor: none, the platform; correlation id naming this migration) and
 *   the `application.changed` / `investment.changed` event the use cases write, so it is as traceable as a
 *   change made through the API.
 * Paid, closed and refused applications are not touched. The indexes are built in the migration's transaction
 * (not CONCURRENTLY): the table is small, and writes to it wait a moment rather than slip a duplicate in.
 * `down` drops the indexes; the withdrawn copies stay withdrawn (their audit records say what they were).
 */
export class Migration20261126000100OneOpenApplication extends Migration {
  override name = 'Migration20261126000100_one_open_application';

  override up(): void {
    this.addSql(`
      with ranked as (
        select a.id, a.status, first_value(a.id) over w as kept_id, row_number() over w as position
          from project_interests a
         where a.status in ${OPEN}
        window w as (
          partition by a.user_id, a.unit_id, case when a.unit_id is null then a.project_id end
          order by case a.status when 'awaiting_payment' then 0 when 'kyc_approved' then 1 when 'pending_kyc' then 2
                                 when 'awaiting_kyc' then 3 when 'approved' then 4 else 5 end,
                   a.id)
      ),
      withdrawn as (
        update project_interests a
           set status = 'withdrawn',
               admin_notes = concat_ws(E'\\n', a.admin_notes,
                 format('Withdrawn by the platform: a duplicate of open application #%s for the same %s '
                        '(one open application per investor and %s).',
                        d.kept_id,
                        case when a.unit_id is null then 'project' else 'unit' end,
                        case when a.unit_id is null then 'project' else 'unit' end)),
               updated_at = now()
          from ranked d
         where d.position > 1 and a.id = d.id
        returning a.id, a.user_id, a.unit_id, a.interest_amount, a.investment_id, a.admin_notes,
                  d.status as before_status, d.kept_id
      ),
      cancelled as (
        update investments i
           set status = 'cancelled',
               window_ends_at = null,
               cancelled_at = now(),
               cancellation_reason = format(
                 'Cancelled with application #%s, a duplicate of open application #%s', w.id, w.kept_id),
               updated_at = now()
          from withdrawn w
          join investments before on before.id = w.investment_id
         where i.id = before.id and before.status in ('pending_kyc', 'awaiting_payment')
        returning i.id, i.user_id, i.unit_id, i.amount, i.cancellation_reason, before.status as before_status,
                  before.window_ends_at as before_window_ends_at
      ),
      application_audit as (
        insert into audit_log (actor_id, action, entity, entity_id, before, after, at, correlation_id)
        select null, 'application.duplicate_withdrawn', 'application', w.id::text,
               jsonb_build_object('status', w.before_status, 'unitId', w.unit_id,
                                  'interestAmount', w.interest_amount::text, 'investmentId', w.investment_id),
               jsonb_build_object('status', 'withdrawn', 'unitId', w.unit_id,
                                  'interestAmount', w.interest_amount::text, 'investmentId', w.investment_id,
                                  'keptApplicationId', w.kept_id, 'adminNotes', w.admin_notes),
               date_trunc('milliseconds', now()), '${BY}'
          from withdrawn w
      ),
      investment_audit as (
        insert into audit_log (actor_id, action, entity, entity_id, before, after, at, correlation_id)
        select null, 'investment.cancelled', 'investment', c.id::text,
               jsonb_build_object('status', c.before_status, 'amount', c.amount::text,
                                  'windowEndsAt', c.before_window_ends_at),
               jsonb_build_object('status', 'cancelled', 'amount', c.amount::text, 'windowEndsAt', null,
                                  'cancellationReason', c.cancellation_reason),
               date_trunc('milliseconds', now()), '${BY}'
          from cancelled c
      ),
      application_events as (
        insert into domain_events (type, payload, occurred_at)
        select 'application.changed',
               jsonb_build_object('applicationId', w.id, 'userId', w.user_id, 'from', w.before_status,
                                  'to', 'withdrawn'),
               now()
          from withdrawn w
      ),
      investment_events as (
        insert into domain_events (type, payload, occurred_at)
        select 'investment.changed',
               jsonb_build_object('investmentId', c.id, 'userId', c.user_id, 'unitId', c.unit_id,
                                  'from', c.before_status, 'to', 'cancelled'),
               now()
          from cancelled c
      )
      select count(*) from withdrawn`);
    this.addSql(`
      create unique index project_interests_one_open_per_unit on project_interests (user_id, unit_id)
        where unit_id is not null and status in ${OPEN}`);
    this.addSql(`
      create unique index project_interests_one_open_per_project on project_interests (user_id, project_id)
        where unit_id is null and status in ${OPEN}`);
  }

  override down(): void {
    this.addSql('drop index if exists project_interests_one_open_per_project');
    this.addSql('drop index if exists project_interests_one_open_per_unit');
  }
}
