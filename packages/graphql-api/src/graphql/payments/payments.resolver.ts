import type { ReconciliationRow } from '@cobuy/application';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { connectionOf, resolveAdminPage } from '../paging.types.js';
import {
  presentCheckout,
  presentOnlinePaymentOptions,
  presentReconciliation,
  presentReconciliationRow,
} from '../../presenters/payments.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { withoutNulls } from '../investing/investing.inputs.js';
import {
  OnlinePaymentOptionsType,
  PaymentCheckoutType,
  ReconciliationFilterInput,
  ReconciliationPaymentConnectionType,
  ReconciliationPaymentType,
  ResolveHeldPaymentInputType,
  StartPaymentCheckoutInputType,
} from './payments.types.js';

/** A page of the Reconciliation tab; the filter stays behind (under a symbol) for `totalCount`. */
const FILTER = Symbol('filter');
type ReconciliationConnection = ReturnType<typeof connectionOf<ReconciliationRow, unknown>> & {
  [FILTER]: ReconciliationFilterInput | undefined;
};

/** Paying online and reconciling (issue 22): the same use cases, rules and errors as REST. */
@Resolver()
export class PaymentsResolver {
  @Query(() => OnlinePaymentOptionsType, { description: 'Whether paying by mobile money or card is offered.' })
  async onlinePaymentOptions(@Ctx() ctx: GraphQLContext) {
    return presentOnlinePaymentOptions(await resolveUseCase(ctx.services.payments.options, ctx.request, {}));
  }

  @Mutation(() => PaymentCheckoutType, {
    description:
      'Starts paying your investment awaiting payment on the provider page: GHS at the rate locked for 30 minutes, ' +
      "or USD by card. An open checkout whose quote still holds is answered again. Someone else's is not found.",
  })
  async startPaymentCheckout(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => StartPaymentCheckoutInputType) input: StartPaymentCheckoutInputType,
  ) {
    return presentCheckout(await resolveUseCase(ctx.services.payments.startCheckout, ctx.request, { ...input }));
  }

  @Query(() => [ReconciliationPaymentType], {
    description:
      'Online payments, matched, held and unmatched, newest first (admins only), the first 1,000 at most: ' +
      'paymentReconciliationConnection pages through all of them.',
  })
  async paymentReconciliation(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
  ) {
    const rows = await resolveUseCase(ctx.services.payments.listReconciliation, ctx.request, withoutNulls({ status }));
    return presentReconciliation(rows);
  }

  @Query(() => ReconciliationPaymentConnectionType, {
    description:
      'The Reconciliation tab a page at a time (admins only): `first` rows (20 unless given, at most 100) after the ' +
      'cursor `after`, newest first (a checkout by its start, an unmatched payment by its receipt), then by id. ' +
      'Every filter is optional; totalCount counts what the filter keeps. A bad first or after is ' +
      'VALIDATION.INVALID_INPUT naming it.',
  })
  async paymentReconciliationConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ReconciliationFilterInput, { nullable: true }) filter?: ReconciliationFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ReconciliationConnection> {
    const fields = withoutNulls({ ...filter });
    const page = await resolveAdminPage(ctx.services.payments.pageReconciliation, ctx.request, fields, first, after);
    return { ...connectionOf(page, presentReconciliationRow), [FILTER]: filter ?? undefined };
  }

  @Mutation(() => ReconciliationPaymentType, {
    description:
      "Resolves a held payment (admins only; audited): confirm (Confirm Payment's rules, never your own) or " +
      'refund with a note.',
  })
  async resolveHeldPayment(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ResolveHeldPaymentInputType) input: ResolveHeldPaymentInputType,
  ) {
    return presentReconciliationRow(
      await resolveUseCase(ctx.services.payments.resolveHeldPayment, ctx.request, withoutNulls({ ...input })),
    );
  }
}

@Resolver(() => ReconciliationPaymentConnectionType)
export class ReconciliationPaymentConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many rows the filter keeps, on every page (one count).' })
  async totalCount(@Root() connection: ReconciliationConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return resolveUseCase(
      ctx.services.payments.countReconciliation,
      ctx.request,
      withoutNulls({ ...connection[FILTER] }),
    );
  }
}
