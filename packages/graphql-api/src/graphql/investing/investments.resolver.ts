import {
  ADMIN_LIST_PAGE_DEFAULT,
  ADMIN_LIST_PAGE_MAX,
  type InvestmentsSummary,
  type InvestmentView,
} from '@cobuy/application';
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
import { connectionOf, resolveAdminPage } from '../paging.types.js';
import { MoneyScalar } from '../scalars.js';
import {
  CreateInvestmentInputType,
  InvestmentFilterInput,
  RecordPayoutInputType,
  withoutNulls,
} from './investing.inputs.js';
import { InvestmentConnectionType, InvestmentType, PaymentConfirmationType } from './investing.types.js';
import { projectOf } from './project-field.js';

/** A page of investments as the connection answers it; the filter stays behind for `totalCount`/`totalAmount`. */
const FILTER = Symbol('filter');
const SUMMARY = Symbol('summary');
type InvestmentConnection = ReturnType<typeof connectionOf<InvestmentView, InvestmentJson>> & {
  [FILTER]: Record<string, unknown>;
  /** The one count-and-sum statement, shared by `totalCount` and `totalAmount` when both are asked. */
  [SUMMARY]?: Promise<InvestmentsSummary>;
};

/** The use case's filter fields from the GraphQL filter (`statuses` is the use case's `status` list). */
const investmentFilterOf = (filter: InvestmentFilterInput | undefined | null): Record<string, unknown> => {
  const { statuses, ...rest } = filter ?? {};
  return withoutNulls({ ...rest, status: statuses });
};

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
      "Every investment, newest first (admins only), at most 1,000 (the list's cap: page with " +
      'investmentsConnection). `paymentReference` keeps those whose reference holds that text, compared without ' +
      'dashes, spaces or case.',
  })
  async investments(
    @Ctx() ctx: GraphQLContext,
    @Arg('paymentReference', () => String, { nullable: true }) paymentReference?: string | null,
  ): Promise<InvestmentJson[]> {
    const input = withoutNulls({ paymentReference });
    const page = await resolveUseCase(ctx.services.investing.listInvestments, ctx.request, input);
    return page.items.map(presentInvestment);
  }

  @Query(() => InvestmentConnectionType, {
    description:
      `The admin Investments list a page at a time, newest first (admins only): \`first\` investments ` +
      `(${ADMIN_LIST_PAGE_DEFAULT} unless given, at most ${ADMIN_LIST_PAGE_MAX}) after the cursor \`after\` ` +
      '(pageInfo.endCursor of the previous page). Every filter is optional; totalCount and totalAmount count ' +
      'what the filter keeps. A bad first or after is VALIDATION.INVALID_INPUT naming it.',
  })
  async investmentsConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => InvestmentFilterInput, { nullable: true }) filter?: InvestmentFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<InvestmentConnection> {
    const fields = investmentFilterOf(filter);
    const page = await resolveAdminPage(ctx.services.investing.listInvestments, ctx.request, fields, first, after, {
      status: 'statuses',
    });
    return { ...connectionOf(page, presentInvestment), [FILTER]: fields };
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

@Resolver(() => InvestmentConnectionType)
export class InvestmentConnectionResolver {
  private summary(connection: InvestmentConnection, ctx: GraphQLContext): Promise<InvestmentsSummary> {
    connection[SUMMARY] ??= resolveUseCase(ctx.services.investing.summarizeInvestments, ctx.request, {
      ...connection[FILTER],
    });
    return connection[SUMMARY];
  }

  @FieldResolver(() => Int, { description: 'How many investments the filter keeps, on every page (one count).' })
  async totalCount(@Root() connection: InvestmentConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return (await this.summary(connection, ctx)).count;
  }

  @FieldResolver(() => MoneyScalar, {
    description: 'The amounts of the investments the filter keeps, added up (USD; the same statement as totalCount).',
  })
  async totalAmount(@Root() connection: InvestmentConnection, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await this.summary(connection, ctx)).totalAmount.toString();
  }
}
