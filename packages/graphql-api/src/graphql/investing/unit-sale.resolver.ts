import type { UnitStatus } from '@cobuy/domain';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { presentUnitFunding, presentUnitSale } from '../../presenters/investing.presenter.js';
import type { GraphQLContext } from '../context.js';
import { UnitStatusEnum } from '../enums.js';
import { resolveUseCase } from '../errors.js';
import { MoneyScalar } from '../scalars.js';
import { UnitFundingType, UnitSaleType } from './investing.types.js';
import { UnitSalePreviewType } from './unit-sale-preview.types.js';

/** The admin's unit actions over GraphQL, as PATCH /api/secure-admin/units/{unitId}/… does them. */
@Resolver()
export class UnitSaleResolver {
  @Query(() => UnitSalePreviewType, {
    description:
      "What markUnitSold would pay each paid investor (admins only): the sale's own computation, nothing written.",
  })
  async unitSalePreview(
    @Ctx() ctx: GraphQLContext,
    @Arg('unitId', () => Int) unitId: number,
    @Arg('soldPrice', () => MoneyScalar) soldPrice: string,
    @Arg('sellingCosts', () => MoneyScalar, {
      nullable: true,
      description: 'Agent, legal and transfer costs; none when omitted.',
    })
    sellingCosts: string | null | undefined,
    @Arg('profitGenerated', () => MoneyScalar, {
      nullable: true,
      description: 'Optional: derived (soldPrice − unit price − sellingCosts); another figure is refused naming both.',
    })
    profitGenerated: string | null | undefined,
  ) {
    const input = {
      unitId,
      soldPrice,
      sellingCosts: sellingCosts ?? undefined,
      profitGenerated: profitGenerated ?? undefined,
    };
    return resolveUseCase(ctx.services.investing.previewUnitSale, ctx.request, input);
  }

  @Mutation(() => UnitSaleType, {
    description:
      'Marks a unit sold (admins only, final). The profit is derived: soldPrice − the unit price − sellingCosts ' +
      '(negative is a loss, shared the same way; a profitGenerated sent must equal it). Paid investments complete ' +
      'with exact shares (profitGenerated × amount / price), unpaid ones are cancelled. The same sale again answers the recorded ' +
      'one (alreadySold); other figures are UNIT.INVALID_TRANSITION. Not a unit you hold a position in ' +
      '(AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async markUnitSold(
    @Ctx() ctx: GraphQLContext,
    @Arg('unitId', () => Int) unitId: number,
    @Arg('soldPrice', () => MoneyScalar) soldPrice: string,
    @Arg('sellingCosts', () => MoneyScalar, {
      nullable: true,
      description: 'Agent, legal and transfer costs; none when omitted.',
    })
    sellingCosts: string | null | undefined,
    @Arg('profitGenerated', () => MoneyScalar, {
      nullable: true,
      description: 'Optional: derived (soldPrice − unit price − sellingCosts); another figure is refused naming both.',
    })
    profitGenerated: string | null | undefined,
  ): Promise<ReturnType<typeof presentUnitSale>> {
    const input = {
      unitId,
      soldPrice,
      sellingCosts: sellingCosts ?? undefined,
      profitGenerated: profitGenerated ?? undefined,
    };
    return presentUnitSale(await resolveUseCase(ctx.services.investing.markUnitSold, ctx.request, input));
  }

  @Mutation(() => UnitFundingType, {
    description: "Sets a unit's funding status by hand (admins only) until the next confirmed payment; never sold.",
  })
  async setUnitPaymentStatus(
    @Ctx() ctx: GraphQLContext,
    @Arg('unitId', () => Int) unitId: number,
    @Arg('status', () => UnitStatusEnum) status: UnitStatus,
  ): Promise<ReturnType<typeof presentUnitFunding>> {
    const input = { unitId, status };
    return presentUnitFunding(await resolveUseCase(ctx.services.investing.setUnitPaymentStatus, ctx.request, input));
  }
}
