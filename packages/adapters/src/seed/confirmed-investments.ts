import { distributeProfit, Money, ownershipPercentage, SignedMoney } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * Confirmed investments written straight into the table, for seed, bench and test data: a unit's funding and
 * status are derived from them (view `unit_states`), so data that shows a funded unit must hold the
 * investments that explain it. Live investments go through the investing use cases instead.
 */

export interface UnitToFund {
  readonly id: number;
  readonly projectId: number;
  readonly price: Money;
  /** Set for a sold unit: its investments are completed and share this profit out (rules §3). */
  readonly sale: { readonly profitGenerated: Money | SignedMoney; readonly soldAt: Date } | null;
}

interface Contribution {
  readonly userId: number;
  readonly amount: Money;
  /** Unique across all investments. */
  readonly paymentReference: string;
  readonly createdAt: Date;
  readonly paymentConfirmedAt: Date;
}

export interface UnitFunding {
  readonly unit: UnitToFund;
  readonly contributions: readonly Contribution[];
}

const COLUMNS = [
  'user_id',
  'project_id',
  'unit_id',
  'amount',
  'ownership_percentage',
  'current_value',
  'profit_share',
  'status',
  'payment_method',
  'payment_reference',
  'payment_confirmed_at',
  'created_at',
  'updated_at',
] as const;

/** One investment's column values, in COLUMNS order. */
function investmentValues({ unit, contributions }: UnitFunding): unknown[][] {
  const funded = Money.sum(contributions.map((c) => c.amount));
  // The capacity rule (§3) holds for seeded data too: a seed that over-commits a unit is a bug.
  if (funded.greaterThan(unit.price)) {
    throw new RangeError(`unit ${unit.id}: investments of ${funded} exceed its price ${unit.price}`);
  }
  // distributeProfit settles ties by id: the contributions' order stands in for the ids they will get.
  const shares = unit.sale
    ? distributeProfit({
        price: unit.price,
        profitGenerated: SignedMoney.of(unit.sale.profitGenerated),
        investments: contributions.map((c, k) => ({ id: k + 1, amount: c.amount })),
      }).shares
    : null;
  return contributions.map((c, k) => {
    const profitShare = shares ? shares[k]!.profitShare : SignedMoney.ZERO;
    return [
      c.userId,
      unit.projectId,
      unit.id,
      c.amount.toString(),
      ownershipPercentage(c.amount, unit.price).toString(),
      Money.fromCents(c.amount.cents + profitShare.cents).toString(),
      profitShare.toString(),
      unit.sale ? 'completed' : 'active',
      'bank_transfer',
      c.paymentReference,
      c.paymentConfirmedAt,
      c.createdAt,
      unit.sale ? unit.sale.soldAt : c.paymentConfirmedAt,
    ];
  });
}

/** Writes the investments of several units in one statement (seeding stays fast). */
export async function insertConfirmedInvestments(
  em: SqlEntityManager,
  fundings: readonly UnitFunding[],
): Promise<void> {
  const rows = fundings.flatMap(investmentValues);
  if (rows.length === 0) return;
  const placeholders = `(${COLUMNS.map(() => '?').join(', ')})`;
  await em.execute(
    `insert into investments (${COLUMNS.join(', ')}) values ${rows.map(() => placeholders).join(', ')}`,
    rows.flat(),
    'run',
  );
}

const HUNDRED_DOLLARS = 10_000n;

/**
 * Splits `total` among up to `parts` investors, as people would pay it: every share but the first a multiple
 * of $100, the first taking the rest, and none below `minimum`. Fewer shares when `total` cannot bear `parts`.
 */
export function splitAmount(total: Money, parts: number, minimum: Money): Money[] {
  for (let k = Math.max(1, parts); k > 1; k--) {
    const share = (total.cents / BigInt(k) / HUNDRED_DOLLARS) * HUNDRED_DOLLARS;
    if (share === 0n || share < minimum.cents) continue;
    const rest = Array.from({ length: k - 1 }, () => Money.fromCents(share));
    return [total.subtract(Money.sum(rest)), ...rest];
  }
  return [total];
}
