import { describe, expect, it } from 'vitest';
import { count, insertApprovedKyc, newUser, projectWithUnit } from './support/investing-data.js';
import { contextOf, FakeClock, run, useInvesting } from './support/investing-fixture.js';

/*
 * Four eyes under concurrency (rules §5): an admin opening a position in a unit at the very moment they mark it
 * sold. The sale decides on the unit's investments read under the unit's row lock, the lock every new position
 * takes, so exactly one of the two goes through: the position (and the sale is refused, 403) or the sale (and
 * the unit, now sold, takes no money). On PostgreSQL the calls truly overlap; on PGlite they serialize.
 */

const t = useInvesting();
const clock = new FakeClock();

describe('four eyes under concurrency', () => {
  it('an admin investing in a unit while selling it: never both', async () => {
    const services = await t.racingServices(24);
    const admin = await newUser(t.db, 'admin');
    await insertApprovedKyc(t.db, admin.id);
    const asAdmin = contextOf(admin.id, 'admin', clock);
    const units = await Promise.all(Array.from({ length: 10 }, () => projectWithUnit(t.db, { price: '100000.00' })));

    const outcomes = await Promise.all(
      units.map(async ({ projectId, unitId }) => {
        const [position, sale] = await Promise.all([
          run(services.investing.createInvestment, asAdmin, { projectId, unitId, amount: '10000.00' }),
          run(services.investing.markUnitSold, asAdmin, { unitId, soldPrice: '100000.00', profitGenerated: '0.00' }),
        ]);
        return { unitId, position, sale };
      }),
    );

    for (const { unitId, position, sale } of outcomes) {
      expect([position.ok, sale.ok].filter(Boolean), `unit ${unitId}`).toHaveLength(1);
      if (position.ok) {
        expect(!sale.ok && sale.error.code).toBe('AUTH.OWN_DECISION_FORBIDDEN');
      } else {
        expect(position.error.code).toBe('INVESTMENT.UNIT_NOT_OPEN');
      }
      const held = await count(
        t.db,
        `select count(*) as n from investments where unit_id = ? and user_id = ? and status <> 'cancelled'`,
        [unitId, admin.id],
      );
      const sold = await count(t.db, 'select count(*) as n from units where id = ? and sold_at is not null', [unitId]);
      expect({ held, sold }).toEqual(position.ok ? { held: 1, sold: 0 } : { held: 0, sold: 1 });
    }
  });
});
