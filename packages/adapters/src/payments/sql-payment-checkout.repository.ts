import {
  Money,
  type CheckoutCurrency,
  type CheckoutListing,
  type CheckoutOutcome,
  type CheckoutStatus,
  type HoldReason,
  type NewPaymentCheckout,
  type PaymentCheckout,
  type PaymentCheckoutRepository,
  type ReconciliationEntry,
  type ReconciliationFilter,
  type ReconciliationKey,
  type ReconciliationPage,
  type UnmatchedPayment,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate, toDateOrNull } from '../persistence/timestamps.js';

const bigOrNull = (v: unknown): bigint | null => (v === null || v === undefined ? null : BigInt(String(v)));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const json = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : (v ?? null));

const COLUMNS = `c.id, c.investment_id, c.user_id, c.provider, c.reference, c.currency, c.amount_minor::text as amount_minor,
  c.usd_amount::text as usd_amount, trim_scale(c.rate)::text as rate, c.quote_expires_at, c.authorization_url, c.status,
  c.hold_reason, c.paid_amount_minor::text as paid_amount_minor, c.paid_currency, c.channel, c.paid_at,
  c.provider_data, c.resolved_by, c.resolved_at, c.resolution_note, c.created_at, c.updated_at`;

function toCheckout(r: SqlRow): PaymentCheckout {
  return {
    id: Number(r.id),
    investmentId: Number(r.investment_id),
    userId: Number(r.user_id),
    provider: String(r.provider),
    reference: String(r.reference),
    currency: r.currency as CheckoutCurrency,
    amountMinor: BigInt(String(r.amount_minor)),
    usdAmount: Money.of(String(r.usd_amount)),
    rate: String(r.rate),
    quoteExpiresAt: toDate(r.quote_expires_at),
    authorizationUrl: String(r.authorization_url),
    status: r.status as CheckoutStatus,
    holdReason: (r.hold_reason ?? null) as HoldReason | null,
    paidAmountMinor: bigOrNull(r.paid_amount_minor),
    paidCurrency: textOrNull(r.paid_currency),
    channel: textOrNull(r.channel),
    paidAt: toDateOrNull(r.paid_at),
    providerData: json(r.provider_data),
    resolvedBy: r.resolved_by === null || r.resolved_by === undefined ? null : Number(r.resolved_by),
    resolvedAt: toDateOrNull(r.resolved_at),
    resolutionNote: textOrNull(r.resolution_note),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

function toListing(r: SqlRow): CheckoutListing {
  return {
    ...toCheckout(r),
    investorName: String(r.investor_name),
    investorEmail: String(r.investor_email),
    investmentReference: textOrNull(r.investment_reference),
    investmentStatus: String(r.investment_status),
  };
}

function toUnmatched(r: SqlRow): UnmatchedPayment {
  return {
    id: Number(r.id),
    provider: String(r.provider),
    reference: String(r.reference),
    amountMinor: bigOrNull(r.amount_minor),
    currency: textOrNull(r.currency),
    providerData: json(r.provider_data),
    receivedAt: toDate(r.received_at),
  };
}

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%" (backslash is LIKE's escape). */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A key's time back as a timestamptz, in SQL (µs since 1970 as a parameter). */
const KEY_TIME = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;
const ROW_AT = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint::text as row_at`;

/** The reconciliation filter's conditions on checkouts (`c`, joined to `i`) and their parameters. */
function checkoutConditions(filter: ReconciliationFilter): { where: string[]; params: unknown[] } {
  const where = [`c.status in (${filter.checkoutStatuses.map(() => '?').join(', ')})`];
  const params: unknown[] = [...filter.checkoutStatuses];
  if (filter.provider) {
    where.push('c.provider = ?');
    params.push(filter.provider);
  }
  if (filter.reference) {
    const pattern = likePattern(filter.reference);
    where.push('(c.reference ilike ? or i.payment_reference ilike ?)');
    params.push(pattern, pattern);
  }
  return { where, params };
}

function unmatchedConditions(filter: ReconciliationFilter): { where: string[]; params: unknown[] } {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  if (filter.provider) {
    where.push('provider = ?');
    params.push(filter.provider);
  }
  if (filter.reference) {
    where.push('reference ilike ?');
    params.push(likePattern(filter.reference));
  }
  return { where, params };
}

/**
 * The order of the reconciliation list, as a number per key for the merge: newest first, then unmatched before
 * checkouts (source rank 1 before 0), then the higher id.
 */
function compareKeys(a: ReconciliationKey, b: ReconciliationKey): number {
  const at = BigInt(b.at) - BigInt(a.at);
  if (at !== 0n) return at > 0n ? 1 : -1;
  const rank = (k: ReconciliationKey) => (k.source === 'unmatched' ? 1 : 0);
  return rank(b) - rank(a) || b.id - a.id;
}

/** Checkouts and unmatched payments in SQL (docs/payments.md). */
export class SqlPaymentCheckoutRepository implements PaymentCheckoutRepository {
  constructor(private readonly em: SqlEntityManager) {}

  private async one(where: string, params: unknown[], lock = false): Promise<PaymentCheckout | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS} from payment_checkouts c where ${where}${lock ? ' for update' : ''}`,
      params,
    );
    return rows[0] ? toCheckout(rows[0]) : null;
  }

  async insert(c: NewPaymentCheckout): Promise<PaymentCheckout> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into payment_checkouts (investment_id, user_id, provider, reference, currency, amount_minor, usd_amount,
         rate, quote_expires_at, authorization_url, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?::bigint, ?, ?, ?, ?, ?, ?) returning id`,
      [
        c.investmentId,
        c.userId,
        c.provider,
        c.reference,
        c.currency,
        c.amountMinor.toString(),
        c.usdAmount.toString(),
        c.rate,
        c.quoteExpiresAt,
        c.authorizationUrl,
        c.createdAt,
        c.createdAt,
      ],
    );
    return (await this.one('c.id = ?', [rows[0]!.id]))!;
  }

  findByReference(reference: string) {
    return this.one('c.reference = ?', [reference]);
  }

  findByReferenceForUpdate(reference: string) {
    return this.one('c.reference = ?', [reference], true);
  }

  findForUpdate(id: number) {
    return this.one('c.id = ?', [id], true);
  }

  findReusable(investmentId: number, currency: CheckoutCurrency, now: Date) {
    return this.one(
      `c.investment_id = ? and c.currency = ? and c.status = 'open' and c.quote_expires_at > ?
       order by c.created_at desc, c.id desc limit 1`,
      [investmentId, currency, now],
    );
  }

  async recordOutcome(id: number, expectedStatus: CheckoutStatus, o: CheckoutOutcome): Promise<boolean> {
    const t = o.transaction;
    const rows = await this.em.execute<SqlRow[]>(
      `update payment_checkouts
          set status = ?, hold_reason = ?, paid_amount_minor = ?::bigint, paid_currency = ?, channel = ?, paid_at = ?,
              provider_data = ?::jsonb, updated_at = ?
        where id = ? and status = ? returning id`,
      [
        o.status,
        o.holdReason,
        t ? t.amountMinor.toString() : null,
        t ? t.currency : null,
        t ? t.channel : null,
        t ? t.paidAt : null,
        t ? JSON.stringify(t.raw ?? null) : null,
        o.at,
        id,
        expectedStatus,
      ],
    );
    return rows.length === 1;
  }

  async resolve(id: number, status: 'resolved_confirmed' | 'refunded', by: number, note: string | null, at: Date) {
    const rows = await this.em.execute<SqlRow[]>(
      `update payment_checkouts set status = ?, resolved_by = ?, resolved_at = ?, resolution_note = ?, updated_at = ?
        where id = ? and status = 'held' returning id`,
      [status, by, at, note, at, id],
    );
    return rows.length === 1;
  }

  async claimForVerification(startedBefore: Date, verifiedBefore: Date, now: Date, limit: number) {
    const rows = await this.em.execute<SqlRow[]>(
      `update payment_checkouts set last_verified_at = ?
        where id in (
          select id from payment_checkouts
           where status = 'open' and created_at <= ? and (last_verified_at is null or last_verified_at <= ?)
           order by created_at, id limit ? for update skip locked)
        returning id`,
      [now, startedBefore, verifiedBefore, limit],
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => Number(r.id));
    const full = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS} from payment_checkouts c where c.id in (${ids.map(() => '?').join(', ')}) order by c.id`,
      ids,
    );
    return full.map(toCheckout);
  }

  async pageReconciliation(
    filter: ReconciliationFilter,
    page: { readonly after: ReconciliationKey | null; readonly limit: number },
  ): Promise<ReconciliationPage> {
    // Two statements whatever the page: each table's next `limit + 1` rows after the key (keyset, through the
    // indexes of Migration20261126003200_reconciliation_paging), merged here in the list's order.
    const after = page.after;
    const entries: { row: ReconciliationEntry; key: ReconciliationKey }[] = [];
    if (filter.checkoutStatuses.length > 0) {
      const { where, params } = checkoutConditions(filter);
      if (after) {
        // Checkouts come after unmatched payments of the same instant: after an unmatched key, every checkout of
        // that instant follows; after a checkout key, those with a lower id.
        if (after.source === 'unmatched') where.push(`c.created_at <= ${KEY_TIME}`);
        else where.push(`(c.created_at, c.id) < (${KEY_TIME}, ?::int)`);
        params.push(after.at, ...(after.source === 'unmatched' ? [] : [after.id]));
      }
      const rows = await this.em.execute<SqlRow[]>(
        `select ${COLUMNS}, ${ROW_AT('c.created_at')},
                u.first_name || ' ' || u.last_name as investor_name, u.email as investor_email,
                i.payment_reference as investment_reference, i.status as investment_status
           from payment_checkouts c
           join users u on u.id = c.user_id
           join investments i on i.id = c.investment_id
          where ${where.join(' and ')}
          order by c.created_at desc, c.id desc
          limit ?`,
        [...params, page.limit + 1],
      );
      for (const r of rows) {
        entries.push({
          row: { source: 'checkout', checkout: toListing(r) },
          key: { source: 'checkout', at: String(r.row_at), id: Number(r.id) },
        });
      }
    }
    if (filter.includeUnmatched) {
      const { where, params } = unmatchedConditions(filter);
      if (after) {
        // Unmatched payments come before checkouts of the same instant: after a checkout key, only older ones.
        if (after.source === 'checkout') where.push(`received_at < ${KEY_TIME}`);
        else where.push(`(received_at, id) < (${KEY_TIME}, ?::int)`);
        params.push(after.at, ...(after.source === 'checkout' ? [] : [after.id]));
      }
      const rows = await this.em.execute<SqlRow[]>(
        `select id, provider, reference, amount_minor::text as amount_minor, currency, provider_data, received_at,
                ${ROW_AT('received_at')}
           from unmatched_payments
          where ${where.join(' and ')}
          order by received_at desc, id desc
          limit ?`,
        [...params, page.limit + 1],
      );
      for (const r of rows) {
        entries.push({
          row: { source: 'unmatched', payment: toUnmatched(r) },
          key: { source: 'unmatched', at: String(r.row_at), id: Number(r.id) },
        });
      }
    }
    entries.sort((a, b) => compareKeys(a.key, b.key));
    return { rows: entries.slice(0, page.limit), hasMore: entries.length > page.limit };
  }

  async countReconciliation(filter: ReconciliationFilter): Promise<number> {
    const parts: string[] = [];
    const params: unknown[] = [];
    if (filter.checkoutStatuses.length > 0) {
      const c = checkoutConditions(filter);
      parts.push(
        `(select count(*) from payment_checkouts c join investments i on i.id = c.investment_id
           where ${c.where.join(' and ')})`,
      );
      params.push(...c.params);
    }
    if (filter.includeUnmatched) {
      const u = unmatchedConditions(filter);
      parts.push(`(select count(*) from unmatched_payments where ${u.where.join(' and ')})`);
      params.push(...u.params);
    }
    if (parts.length === 0) return 0;
    const rows = await this.em.execute<SqlRow[]>(`select (${parts.join(' + ')})::text as count`, params);
    return Number(rows[0]?.count ?? 0);
  }

  async findListing(id: number): Promise<CheckoutListing | null> {
    const [row] = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS}, u.first_name || ' ' || u.last_name as investor_name, u.email as investor_email,
              i.payment_reference as investment_reference, i.status as investment_status
         from payment_checkouts c
         join users u on u.id = c.user_id
         join investments i on i.id = c.investment_id
        where c.id = ?`,
      [id],
    );
    return row ? toListing(row) : null;
  }

  async recordUnmatched(p: Omit<UnmatchedPayment, 'id'>): Promise<void> {
    await this.em.execute(
      `insert into unmatched_payments (provider, reference, amount_minor, currency, provider_data, received_at)
       values (?, ?, ?::bigint, ?, ?::jsonb, ?) on conflict (provider, reference) do nothing`,
      [
        p.provider,
        p.reference,
        p.amountMinor === null ? null : p.amountMinor.toString(),
        p.currency,
        JSON.stringify(p.providerData ?? null),
        p.receivedAt,
      ],
      'run',
    );
  }
}
