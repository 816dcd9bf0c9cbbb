import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
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
  ReconciliationPaymentType,
  ResolveHeldPaymentInputType,
  StartPaymentCheckoutInputType,
} from './payments.types.js';

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
    description: 'Online payments, matched, held and unmatched, newest first (admins only).',
  })
  async paymentReconciliation(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
  ) {
    const rows = await resolveUseCase(ctx.services.payments.listReconciliation, ctx.request, withoutNulls({ status }));
    return presentReconciliation(rows);
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
