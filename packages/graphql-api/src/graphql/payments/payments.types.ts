import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';
import { PageInfoType } from '../paging.types.js';

export enum CheckoutCurrencyEnum {
  GHS = 'GHS',
  USD = 'USD',
}
registerEnumType(CheckoutCurrencyEnum, {
  name: 'CheckoutCurrency',
  description: 'GHS: mobile money, card or bank at a locked rate; USD: card.',
});

export enum ResolveHeldPaymentActionEnum {
  confirm = 'confirm',
  refund = 'refund',
}
registerEnumType(ResolveHeldPaymentActionEnum, { name: 'ResolveHeldPaymentAction' });

@ObjectType('OnlinePaymentCurrency')
export class OnlinePaymentCurrencyType {
  @Field(() => String) currency!: string;
  @Field(() => [String]) channels!: string[];
}

@ObjectType('OnlinePaymentOptions', { description: 'Whether paying online is offered (false: bank transfer only).' })
export class OnlinePaymentOptionsType {
  @Field(() => Boolean) available!: boolean;
  @Field(() => String, { nullable: true }) provider!: string | null;
  @Field(() => [OnlinePaymentCurrencyType]) currencies!: OnlinePaymentCurrencyType[];
  @Field(() => Int) quoteValidityMinutes!: number;
}

@ObjectType('PaymentCheckout', { description: 'A started checkout: the locked quote and the provider page to pay on.' })
export class PaymentCheckoutType {
  @Field(() => Int) id!: number;
  @Field(() => Int) investmentId!: number;
  @Field(() => String) reference!: string;
  @Field(() => String) currency!: string;
  @Field(() => String, { description: 'The quoted amount in `currency`, two decimals.' }) amount!: string;
  @Field(() => String) usdAmount!: string;
  @Field(() => String, { description: 'Units of `currency` per 1 USD, locked at the start.' }) rate!: string;
  @Field(() => DateTimeScalar) quoteExpiresAt!: string;
  @Field(() => String) authorizationUrl!: string;
  @Field(() => [String]) channels!: string[];
  @Field(() => String) status!: string;
}

@InputType('StartPaymentCheckoutInput')
export class StartPaymentCheckoutInputType {
  @Field(() => Int) investmentId!: number;
  @Field(() => CheckoutCurrencyEnum) currency!: CheckoutCurrencyEnum;
}

@InputType('ResolveHeldPaymentInput')
export class ResolveHeldPaymentInputType {
  @Field(() => Int) checkoutId!: number;
  @Field(() => ResolveHeldPaymentActionEnum) action!: ResolveHeldPaymentActionEnum;
  @Field(() => String, { nullable: true, description: 'Required to mark refunded: how it was refunded.' })
  note?: string | null;
}

@ObjectType('ReconciliationPayment', { description: 'An online payment as the Reconciliation tab lists it.' })
export class ReconciliationPaymentType {
  @Field(() => Int) id!: number;
  @Field(() => String, {
    description: 'open, failed, matched, held, resolved_confirmed, refunded, or unmatched (no checkout has it)',
  })
  status!: string;
  @Field(() => String, { nullable: true }) holdReason!: string | null;
  @Field(() => String, { nullable: true }) holdReasonText!: string | null;
  @Field(() => String) provider!: string;
  @Field(() => String) reference!: string;
  @Field(() => Int, { nullable: true }) investmentId!: number | null;
  @Field(() => String, { nullable: true }) investmentReference!: string | null;
  @Field(() => String, { nullable: true }) investmentStatus!: string | null;
  @Field(() => String, { nullable: true }) investorName!: string | null;
  @Field(() => String, { nullable: true }) investorEmail!: string | null;
  @Field(() => String, { nullable: true }) quotedAmount!: string | null;
  @Field(() => String, { nullable: true }) quotedCurrency!: string | null;
  @Field(() => String, { nullable: true }) rate!: string | null;
  @Field(() => String, { nullable: true }) usdAmount!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) quoteExpiresAt!: string | null;
  @Field(() => String, { nullable: true }) paidAmount!: string | null;
  @Field(() => String, { nullable: true }) paidCurrency!: string | null;
  @Field(() => String, { nullable: true }) channel!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) paidAt!: string | null;
  @Field(() => String, { nullable: true, description: "The provider's record, JSON" }) providerData!: string | null;
  @Field(() => String, { nullable: true }) resolutionNote!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) resolvedAt!: string | null;
  @Field(() => DateTimeScalar) at!: string;
}

@InputType('ReconciliationFilter', { description: "The Reconciliation tab's filters; every one is optional." })
export class ReconciliationFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'all (default), matched, held, unmatched, open (open or failed checkouts), resolved.',
  })
  status?: string | null;
  @Field(() => String, { nullable: true, description: "The provider's name, exactly (e.g. paystack)." })
  provider?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Part of the payment's reference or its investment's reference, case-insensitively.",
  })
  reference?: string | null;
}

@ObjectType('ReconciliationPaymentEdge', { simpleResolvers: true })
export class ReconciliationPaymentEdgeType {
  @Field(() => ReconciliationPaymentType) node!: ReconciliationPaymentType;
  @Field(() => String, { description: 'Continues the list after this payment (`after`).' }) cursor!: string;
}

@ObjectType('ReconciliationPaymentConnection', {
  description:
    'A page of the Reconciliation tab, newest first (a checkout by its start, an unmatched payment by its ' +
    'receipt), then by id (docs/api.md, "Lists that page").',
})
export class ReconciliationPaymentConnectionType {
  @Field(() => [ReconciliationPaymentType]) nodes!: ReconciliationPaymentType[];
  @Field(() => [ReconciliationPaymentEdgeType]) edges!: ReconciliationPaymentEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
