import { Money, SignedMoney } from '@cobuy/domain';
import { randomUUID } from 'node:crypto';
import { insertConfirmedInvestments } from '../../seed/confirmed-investments.js';
import { insertPasswordlessUsers } from '../../seed/passwordless-users.js';
import type { SqlEntityManager } from '../orm.js';

/** An investor who only owns test data (cannot sign in). Returns the user id. */
export async function insertTestInvestor(em: SqlEntityManager): Promise<number> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 12);
  const [id] = await insertPasswordlessUsers(
    em,
    [
      {
        username: `investor-${tag}`,
        email: `investor-${tag}@test.cobuy.invalid`,
        firstName: 'Test',
        lastName: 'Investor',
      },
    ],
    new Date(),
  );
  return id!;
}

interface UnitForFunding {
  id: number;
  project_id: number;
  price: string;
  sold_at: Date | null;
  profit_generated: string | null;
}

/**
 * Puts a unit in a funding state the way production does: by confirmed investments (one per amount), since a
 * unit's funding and status are derived from them. On a sold unit they are completed with the profit shared
 * out. The investor is created unless given. Returns the investor's id.
 */
export async function fundUnit(
  em: SqlEntityManager,
  unitId: number,
  amounts: readonly string[],
  options: { investorId?: number; at?: Date } = {},
): Promise<number> {
  const [unit] = await em.execute<UnitForFunding[]>(
    'select id, project_id, price, sold_at, profit_generated from units where id = ?',
    [unitId],
  );
  if (!unit) throw new Error(`fundUnit: no unit ${unitId}`);
  const investorId = options.investorId ?? (await insertTestInvestor(em));
  const at = options.at ?? new Date();
  const sale =
    unit.sold_at && unit.profit_generated
      ? { soldAt: new Date(unit.sold_at), profitGenerated: SignedMoney.of(unit.profit_generated) }
      : null;
  await insertConfirmedInvestments(em, [
    {
      unit: { id: unitId, projectId: Number(unit.project_id), price: Money.of(unit.price), sale },
      contributions: amounts.map((amount) => ({
        userId: investorId,
        amount: Money.of(amount),
        paymentReference: `TEST-${unitId}-${randomUUID()}`,
        createdAt: at,
        paymentConfirmedAt: at,
      })),
    },
  ]);
  return investorId;
}
