import { Money, type NewPayout, type Payout, type PayoutMethod, type PayoutRepository } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/** `paid_on` is a SQL date: read back as the day it names, never shifted by a time zone. */
const PAYOUT_COLUMNS = `id, investment_id, user_id, amount::text as amount, method, reference,
  to_char(paid_on, 'YYYY-MM-DD') as paid_on, recorded_by, recorded_at`;

export function toPayout(r: SqlRow): Payout {
  return {
    id: Number(r.id),
    investmentId: Number(r.investment_id),
    userId: Number(r.user_id),
    amount: Money.of(String(r.amount)),
    method: r.method as PayoutMethod,
    reference: String(r.reference),
    paidOn: String(r.paid_on),
    recordedBy: Number(r.recorded_by),
    recordedAt: toDate(r.recorded_at),
  };
}

/** Payouts in SQL; the unique index on `investment_id` makes a second insert a no-op. */
export class SqlPayoutRepository implements PayoutRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async findByInvestment(investmentId: number): Promise<Payout | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${PAYOUT_COLUMNS} from payouts where investment_id = ?`, [
      investmentId,
    ]);
    return rows[0] ? toPayout(rows[0]) : null;
  }

  async insert(p: NewPayout): Promise<Payout | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into payouts (investment_id, user_id, amount, method, reference, paid_on, recorded_by, recorded_at)
       values (?, ?, ?, ?, ?, ?::date, ?, ?)
       on conflict (investment_id) do nothing
       returning ${PAYOUT_COLUMNS}`,
      [p.investmentId, p.userId, p.amount.toString(), p.method, p.reference, p.paidOn, p.recordedBy, p.recordedAt],
    );
    return rows[0] ? toPayout(rows[0]) : null;
  }
}
