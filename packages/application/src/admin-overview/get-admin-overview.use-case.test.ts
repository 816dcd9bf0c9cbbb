import { MoneyTotal, type AdminOverview, type AdminOverviewReadModel, type AdminOverviewWindow } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import type { RequestContext, Role } from '../shared/request-context.js';
import { runUseCase } from '../shared/use-case.js';
import { GetAdminOverview } from './get-admin-overview.use-case.js';

/** A read model that records the windows it was asked for and answers one entry per week. */
class RecordingReadModel implements AdminOverviewReadModel {
  readonly asked: AdminOverviewWindow[] = [];
  async read(window: AdminOverviewWindow): Promise<AdminOverview> {
    this.asked.push(window);
    return {
      activeProjects: 3,
      totalProjects: 4,
      pendingInterests: 2,
      pendingKyc: 1,
      confirmedInvestment: MoneyTotal.ofStored('1500.50'),
      investmentNeeded: MoneyTotal.ofStored('900000.00'),
      weeks: Array.from({ length: window.weeks }, (_, k) => ({
        weekStart: new Date(window.firstWeek.getTime() + k * 7 * 86_400_000),
        commitments: MoneyTotal.ZERO,
        confirmedPayments: MoneyTotal.ZERO,
      })),
    };
  }
}

const ctx = (userId: number | null, role: Role, now = '2026-11-25T10:00:00Z'): RequestContext => ({
  actor: userId === null ? null : { userId, role },
  correlationId: 'test',
  clock: { now: () => new Date(now) },
});

describe('GetAdminOverview', () => {
  it('is for admins only: a visitor must sign in, an investor is refused, and neither reads anything', async () => {
    const overview = new RecordingReadModel();
    const useCase = new GetAdminOverview({ overview });
    const anonymous = await runUseCase(useCase, ctx(null, 'user'), {});
    expect(!anonymous.ok && anonymous.error.code).toBe('AUTH.UNAUTHENTICATED');
    const investor = await runUseCase(useCase, ctx(7, 'user'), {});
    expect(!investor.ok && investor.error.code).toBe('AUTH.FORBIDDEN');
    expect(overview.asked).toEqual([]);
  });

  it("asks for the twelve UTC weeks ending with the clock's week and answers the read model's figures", async () => {
    const overview = new RecordingReadModel();
    const result = await runUseCase(new GetAdminOverview({ overview }), ctx(1, 'admin'), {});
    expect(overview.asked).toEqual([{ firstWeek: new Date('2026-09-07T00:00:00Z'), weeks: 12 }]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({ activeProjects: 3, pendingInterests: 2, pendingKyc: 1 });
    expect(result.value.confirmedInvestment.toString()).toBe('1500.50');
    expect(result.value.weeks.at(-1)!.weekStart.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('moves to the next week at Monday 00:00 UTC', async () => {
    const overview = new RecordingReadModel();
    const useCase = new GetAdminOverview({ overview });
    await runUseCase(useCase, ctx(1, 'admin', '2026-11-29T23:59:59.999Z'), {});
    await runUseCase(useCase, ctx(1, 'admin', '2026-11-30T00:00:00Z'), {});
    expect(overview.asked.map((w) => w.firstWeek.toISOString())).toEqual([
      '2026-09-07T00:00:00.000Z',
      '2026-09-14T00:00:00.000Z',
    ]);
  });

  it('takes no input: a stray field cannot widen the window', async () => {
    const overview = new RecordingReadModel();
    const result = await runUseCase(new GetAdminOverview({ overview }), ctx(1, 'admin'), { weeks: 52 });
    expect(result.ok).toBe(true);
    expect(overview.asked.map((w) => w.weeks)).toEqual([12]);
  });
});
