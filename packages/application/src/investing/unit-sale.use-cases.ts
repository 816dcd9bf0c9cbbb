import {
  applyUnitEvent,
  checkNotOwnUnitSale,
  deriveSaleFigures,
  distributionOfRecord,
  err,
  ok,
  onUnitSaleRepeated,
  onUnitSold,
  type Application,
  Money,
  type Result,
  type UnitFundingReading,
} from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../shared/app-error.js';
import { ownDecisionRefused } from '../shared/own-decision.js';
import { idInput, moneyInput, signedMoneyInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { differentSaleRefused, saleFiguresRefused, transitionRefused, unitNotFound } from './investing-errors.js';
import { issueSaleStatement } from '../statements/issue-statements.js';
import type { InvestingDeps } from './investing.deps.js';
import { recordUnitFundingChange, saveApplication, saveInvestment } from './investing-records.js';
import { inTransaction } from './interests.use-cases.js';

/**
 * The sale's figures (issue 19 item 6): the sold price and the selling costs (omitted: none). The profit is
 * derived from them and the unit's price; `profitGenerated`, which the spec's call carries, is optional and,
 * when sent, must be the derived figure (else a 400 naming both).
 */
export const markUnitSoldInput = z.object({
  unitId: idInput,
  soldPrice: moneyInput.refine((m) => !m.isZero(), 'Sold price must be greater than 0'),
  sellingCosts: moneyInput.optional(),
  profitGenerated: signedMoneyInput.optional(),
});
export type MarkUnitSoldInput = z.output<typeof markUnitSoldInput>;

/** The sale's figures as the domain derives them: omitted selling costs are none. */
const saleFiguresOf = (price: Money, input: MarkUnitSoldInput) => ({
  price,
  soldPrice: input.soldPrice,
  sellingCosts: input.sellingCosts ?? Money.ZERO,
  profitGenerated: input.profitGenerated,
});

export interface UnitSale {
  /** True when the unit was already sold with these figures: this is that sale, and nothing was done again. */
  readonly alreadySold: boolean;
  readonly unitId: number;
  readonly funding: UnitFundingReading;
  readonly soldPrice: string;
  /** null for a sale recorded before selling costs were entered. */
  readonly sellingCosts: string | null;
  /** soldPrice − the unit's price − sellingCosts; negative is a loss. */
  readonly profitGenerated: string;
  readonly distributedTotal: string;
  readonly developerShare: string;
  readonly shares: readonly {
    readonly investmentId: number;
    readonly userId: number;
    readonly profitShare: string;
    readonly currentValue: string;
  }[];
}

/**
 * Mark as Sold (rules §3): under the unit's row lock, the unit becomes sold (final); its active investments
 * are completed with profitGenerated × amount / price each, by largest remainder so the shares add up
 * exactly; unpaid ones are cancelled. Audited, one `unit.sold` event with every share, one mail per investor.
 * Under the same lock: an admin holding a position in the unit may not sell it (four eyes, rules §5), and the
 * same sale asked again answers with the recorded one (`alreadySold`, nothing written); other figures are a 409.
 */
export class MarkUnitSold implements UseCase<MarkUnitSoldInput, UnitSale> {
  readonly name = 'investing.markUnitSold';
  readonly access = 'admin' as const;
  readonly input = markUnitSoldInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: MarkUnitSoldInput): Promise<Result<UnitSale, AppError>> {
    const now = ctx.clock.now();
    return inTransaction<UnitSale>(this.deps, async (store) => {
      const unit = await store.units.lockForInvesting(input.unitId);
      if (!unit) return err(unitNotFound(input.unitId));
      const figures = deriveSaleFigures(saleFiguresOf(unit.price, input));
      if (!figures.ok) return err(saleFiguresRefused(figures.error));
      const sale = figures.value;
      const investments = await store.investments.listByUnit(unit.id);
      const own = checkNotOwnUnitSale(ctx.actor!.userId, investments);
      if (!own.ok) return err(ownDecisionRefused(own.error));
      if (unit.sale) {
        const repeated = onUnitSaleRepeated(unit.sale, sale);
        if (!repeated.ok) return err(differentSaleRefused(repeated.error));
        const recorded = distributionOfRecord(unit.sale, investments);
        const owners = new Map(investments.map((i) => [i.id, i.userId]));
        return ok({
          alreadySold: true,
          unitId: unit.id,
          funding: (await store.units.readFunding(unit.id))!,
          soldPrice: unit.sale.soldPrice.toString(),
          sellingCosts: unit.sale.sellingCosts?.toString() ?? null,
          profitGenerated: unit.sale.profitGenerated.toString(),
          distributedTotal: recorded.distributedTotal.toString(),
          developerShare: recorded.developerShare.toString(),
          shares: recorded.shares.map((s) => ({
            investmentId: s.investmentId,
            userId: owners.get(s.investmentId)!,
            profitShare: s.profitShare.toString(),
            currentValue: s.currentValue.toString(),
          })),
        });
      }
      const applications = new Map<number, Application>();
      for (const i of investments) {
        if (i.applicationId === null || i.status === 'cancelled') continue;
        const a = await store.applications.findForUpdate(i.applicationId);
        if (a) applications.set(a.id, a);
      }
      const sold = onUnitSold({
        unit,
        soldPrice: sale.soldPrice,
        profitGenerated: sale.profitGenerated,
        investments,
        applications: [...applications.values()],
      });
      if (!sold.ok) return err(transitionRefused(sold.error));
      await store.units.markSold(unit.id, { ...sale, soldAt: now });
      const byId = new Map(investments.map((i) => [i.id, i]));
      for (const c of sold.value.completed) {
        const before = byId.get(c.id)!;
        await saveInvestment(store, ctx, 'investment.profit_distributed', before, {
          ...before,
          status: c.to,
          profitShare: c.share.profitShare,
          currentValue: c.share.currentValue,
        });
      }
      for (const c of sold.value.cancelled) {
        const before = byId.get(c.id)!;
        await saveInvestment(store, ctx, 'investment.cancelled', before, {
          ...before,
          status: c.to,
          windowEndsAt: null,
          cancelledAt: now,
          cancellationReason: c.reason,
        });
      }
      for (const m of sold.value.applications) {
        const before = applications.get(m.id)!;
        await saveApplication(store, ctx, 'application.unit_sold', before, { ...before, status: m.to, updatedAt: now });
      }
      await store.audit.record({
        actorId: ctx.actor!.userId,
        action: 'unit.sold',
        entity: 'unit',
        entityId: String(unit.id),
        before: { status: unit.status },
        after: {
          status: 'sold',
          soldPrice: sale.soldPrice.toString(),
          unitPrice: unit.price.toString(),
          sellingCosts: sale.sellingCosts.toString(),
          profitGenerated: sale.profitGenerated.toString(),
          distributedTotal: sold.value.distribution.distributedTotal.toString(),
          developerShare: sold.value.distribution.developerShare.toString(),
        },
        at: now,
        correlationId: ctx.correlationId,
      });
      const shares = sold.value.distribution.shares.map((s) => ({
        investmentId: s.investmentId,
        userId: byId.get(s.investmentId)!.userId,
        profitShare: s.profitShare.toString(),
        currentValue: s.currentValue.toString(),
      }));
      await store.events.publish({
        type: 'unit.sold',
        unitId: unit.id,
        soldPrice: sale.soldPrice.toString(),
        profitGenerated: sale.profitGenerated.toString(),
        shares,
        developerShare: sold.value.distribution.developerShare.toString(),
        at: now,
      });
      await recordUnitFundingChange(store, ctx, unit.id, unit.status);
      for (const s of sold.value.distribution.shares) {
        // Each position's statement is issued with the sale, so the mail below can point to it.
        const statement = await issueSaleStatement(store, {
          investment: byId.get(s.investmentId)!,
          unit: { id: unit.id, projectTitle: unit.projectTitle, unitNumber: unit.unitNumber },
          soldPrice: sale.soldPrice,
          soldAt: now,
          profitShare: s.profitShare,
          valueReturned: s.currentValue,
        });
        const investor = await store.users.findById(byId.get(s.investmentId)!.userId);
        if (!investor) continue;
        await store.outbox.enqueue({
          template: 'profit-distributed',
          to: investor.email,
          data: {
            firstName: investor.firstName,
            projectTitle: unit.projectTitle,
            unitNumber: unit.unitNumber,
            amount: s.amount.toString(),
            profitShare: s.profitShare.toString(),
            currentValue: s.currentValue.toString(),
            statementId: statement.id,
          },
        });
      }
      return ok({
        alreadySold: false,
        unitId: unit.id,
        funding: (await store.units.readFunding(unit.id))!,
        soldPrice: sale.soldPrice.toString(),
        sellingCosts: sale.sellingCosts.toString(),
        profitGenerated: sale.profitGenerated.toString(),
        distributedTotal: sold.value.distribution.distributedTotal.toString(),
        developerShare: sold.value.distribution.developerShare.toString(),
        shares,
      });
    });
  }
}

export const setUnitPaymentStatusInput = z.object({
  unitId: idInput,
  status: z.enum(['available', 'partially_funded', 'fully_funded', 'sold'], {
    error: 'must be available, partially_funded or fully_funded',
  }),
});
export type SetUnitPaymentStatusInput = z.output<typeof setUnitPaymentStatusInput>;

/**
 * An admin sets a unit's funding status by hand (audited). It holds until the next confirmed payment on the
 * unit; sold is entered only through Mark as Sold, and a sold unit stays sold.
 */
export class SetUnitPaymentStatus implements UseCase<
  SetUnitPaymentStatusInput,
  UnitFundingReading & { unitId: number }
> {
  readonly name = 'investing.setUnitPaymentStatus';
  readonly access = 'admin' as const;
  readonly input = setUnitPaymentStatusInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(ctx: RequestContext, input: SetUnitPaymentStatusInput) {
    const now = ctx.clock.now();
    return inTransaction<UnitFundingReading & { unitId: number }>(this.deps, async (store) => {
      if (input.status === 'sold') {
        return err(
          appError('VALIDATION.INVALID_INPUT', 'Invalid input', {
            fields: { status: 'use Mark as Sold, with the sold price and the profit generated' },
          }),
        );
      }
      const unit = await store.units.lockForInvesting(input.unitId);
      if (!unit) return err(unitNotFound(input.unitId));
      const moved = applyUnitEvent(unit.status, { type: 'SET_STATUS', status: input.status });
      if (!moved.ok) return err(transitionRefused(moved.error));
      await store.units.setFundingOverride(unit.id, input.status, now);
      await store.audit.record({
        actorId: ctx.actor!.userId,
        action: 'unit.status_set',
        entity: 'unit',
        entityId: String(unit.id),
        before: { status: unit.status },
        after: { status: input.status, setByHand: true },
        at: now,
        correlationId: ctx.correlationId,
      });
      await recordUnitFundingChange(store, ctx, unit.id, unit.status);
      return ok({ unitId: unit.id, ...(await store.units.readFunding(unit.id))! });
    });
  }
}

export interface UnitSalePreview {
  readonly unitId: number;
  /** The unit's price, which the profit is derived against. */
  readonly unitPrice: string;
  readonly soldPrice: string;
  readonly sellingCosts: string;
  /** soldPrice − unitPrice − sellingCosts; negative is a loss, shared the same way. */
  readonly profitGenerated: string;
  readonly distributedTotal: string;
  readonly developerShare: string;
  /** Investments not yet paid (pending_kyc, awaiting_payment), which the sale would cancel. */
  readonly cancelledInvestments: number;
  readonly shares: readonly {
    readonly investmentId: number;
    readonly userId: number;
    readonly investorName: string;
    readonly amount: string;
    readonly profitShare: string;
    readonly currentValue: string;
  }[];
}

/**
 * What Mark as Sold would pay each investor, before the admin confirms (rules §3): the same domain decision
 * (onUnitSold, largest remainder) on the unit as it stands now, with nothing written. A unit already sold is
 * refused as the sale itself would be.
 */
export class PreviewUnitSale implements UseCase<MarkUnitSoldInput, UnitSalePreview> {
  readonly name = 'investing.previewUnitSale';
  readonly access = 'admin' as const;
  readonly input = markUnitSoldInput;
  constructor(private readonly deps: InvestingDeps) {}

  execute(_ctx: RequestContext, input: MarkUnitSoldInput): Promise<Result<UnitSalePreview, AppError>> {
    return inTransaction<UnitSalePreview>(this.deps, async (store) => {
      const unit = await store.units.lockForInvesting(input.unitId);
      if (!unit) return err(unitNotFound(input.unitId));
      const figures = deriveSaleFigures(saleFiguresOf(unit.price, input));
      if (!figures.ok) return err(saleFiguresRefused(figures.error));
      const investments = await store.investments.listByUnit(unit.id);
      const sold = onUnitSold({
        unit,
        soldPrice: figures.value.soldPrice,
        profitGenerated: figures.value.profitGenerated,
        investments,
        // Applications change no money: the preview does not need them.
        applications: [],
      });
      if (!sold.ok) return err(transitionRefused(sold.error));
      const byId = new Map(investments.map((i) => [i.id, i]));
      const shares = [];
      for (const s of sold.value.distribution.shares) {
        const userId = byId.get(s.investmentId)!.userId;
        const investor = await store.users.findById(userId);
        shares.push({
          investmentId: s.investmentId,
          userId,
          investorName: investor ? `${investor.firstName} ${investor.lastName}`.trim() : `User #${userId}`,
          amount: s.amount.toString(),
          profitShare: s.profitShare.toString(),
          currentValue: s.currentValue.toString(),
        });
      }
      return ok({
        unitId: unit.id,
        unitPrice: unit.price.toString(),
        soldPrice: figures.value.soldPrice.toString(),
        sellingCosts: figures.value.sellingCosts.toString(),
        profitGenerated: figures.value.profitGenerated.toString(),
        distributedTotal: sold.value.distribution.distributedTotal.toString(),
        developerShare: sold.value.distribution.developerShare.toString(),
        cancelledInvestments: sold.value.cancelled.length,
        shares,
      });
    });
  }
}
