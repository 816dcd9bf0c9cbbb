import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  presentInvestment,
  presentPaymentConfirmation,
  type InvestmentJson,
} from '../../presenters/investing.presenter.js';
import type { ProjectNode } from '../catalog/project.resolver.js';
import { ProjectType } from '../catalog/catalog.types.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { CreateInvestmentInputType, RecordPayoutInputType, withoutNulls } from './investing.inputs.js';
import { InvestmentType, PaymentConfirmationType } from './investing.types.js';
import { projectOf } from './project-field.js';

/**
 * Investments over GraphQL: the same use cases, rules and errors as /api/investments. Capacity refusals carry
 * extensions.details.remaining, refused transitions extensions.details.currentState.
 */
@Resolver(() => InvestmentType)
export class InvestmentsResolver {
  @Query(() => [InvestmentType], { description: "The signed-in investor's investments, newest first." })
  async myInvestments(@Ctx() ctx: GraphQLContext): Promise<InvestmentJson[]> {
    const userId = ctx.request.actor?.userId;
    const list = await resolveUseCase(ctx.services.investing.listUserInvestments, ctx.request, { userId });
    return list.map(presentInvestment);
  }

  @Query(() => [InvestmentType], {
    description:
      'Every investment, newest first (admins only). `paymentReference` keeps those whose reference holds that ' +
      'text, compared without dashes, spaces or case.',
  })
  async investments(
    @Ctx() ctx: GraphQLContext,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference?: string | null,
  ): Promise<InvestmentJson[]> {
    const input = withoutNulls({ paymentReference });
    return (await resolveUseCase(ctx.services.investing.listInvestments, ctx.request, input)).map(presentInvestment);
  }

  @Mutation(() => InvestmentType, {
    description:
      'Invests directly in a unit for the signed-in investor: awaiting_payment with instructions when KYC is ' +
      'valid, pending_kyc otherwise. Over capacity: INVESTMENT.CAPACITY_EXCEEDED with details.remaining.',
  })
  async createInvestment(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateInvestmentInputType) input: CreateInvestmentInputType,
  ): Promise<InvestmentJson> {
    return presentInvestment(await resolveUseCase(ctx.services.investing.createInvestment, ctx.request, { ...input }));
  }

  @Mutation(() => InvestmentType, {
    description: "Cancels one of your investments before payment is confirmed (another's: INVESTMENT.NOT_FOUND).",
  })
  async cancelInvestment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<InvestmentJson> {
    const input = withoutNulls({ investmentId: id, reason });
    return presentInvestment(await resolveUseCase(ctx.services.investing.cancelInvestment, ctx.request, input));
  }

  @Mutation(() => PaymentConfirmationType, {
    description:
      'Confirms the payment (admins only): the investment becomes active. A second call changes nothing. Not ' +
      'for your own investment (AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async confirmInvestmentPayment(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ReturnType<typeof presentPaymentConfirmation>> {
    const input = { investmentId: id };
    return presentPaymentConfirmation(await resolveUseCase(ctx.services.investing.confirmPayment, ctx.request, input));
  }

  @Mutation(() => InvestmentType, {
    description:
      'Cancels an unpaid investment (admins only), with its application. Not your own (AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async cancelInvestmentAsAdmin(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<InvestmentJson> {
    const input = withoutNulls({ investmentId: id, status: 'cancelled', reason });
    return presentInvestment(await resolveUseCase(ctx.services.investing.setInvestmentStatus, ctx.request, input));
  }

  @Mutation(() => InvestmentType, {
    description:
      "Records the payout of a sold position's value returned (admins only; audited): once per investment " +
      '(PAYOUT.ALREADY_RECORDED), after the sale (PAYOUT.NOT_DUE), at most the value returned, dated between the ' +
      'sale and today in Accra. Not for your own investment (AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async recordInvestmentPayout(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => RecordPayoutInputType) input: RecordPayoutInputType,
  ): Promise<InvestmentJson> {
    const payout = withoutNulls({ ...input });
    return presentInvestment(await resolveUseCase(ctx.services.investing.recordPayout, ctx.request, payout));
  }

  @FieldResolver(() => ProjectType, { nullable: true, description: 'The project (batched per request).' })
  project(@Root() investment: InvestmentJson, @Ctx() ctx: GraphQLContext): Promise<ProjectNode | null> {
    return projectOf(ctx, investment.projectId);
  }
}
