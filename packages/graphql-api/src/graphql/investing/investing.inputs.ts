import type { ContactPreference, InterestType, InvestmentStatus, PayoutMethod } from '@cobuy/domain';
import { Field, InputType, Int } from 'type-graphql';
import { ContactPreferenceEnum, InterestTypeEnum, InvestmentStatusEnum, PayoutMethodEnum } from '../enums.js';
import { MoneyScalar } from '../scalars.js';

@InputType('ExpressInterestInput', {
  description: "An interest from a project card or the project page; always the signed-in investor's own.",
})
export class ExpressInterestInputType {
  @Field(() => Int) projectId!: number;
  @Field(() => Int, { nullable: true, description: 'A unit of the project; none for the project as a whole.' })
  unitId?: number | null;
  @Field(() => String, { nullable: true }) unitType?: string | null;
  @Field(() => MoneyScalar, { description: 'USD (the screen converts what was typed); at least 1000.00.' })
  interestAmount!: string | number;
  @Field(() => String, { nullable: true, description: 'The currency the investor was viewing; USD when absent.' })
  currency?: string | null;
  @Field(() => ContactPreferenceEnum) contactPreference!: ContactPreference;
  @Field(() => String, { description: 'An email address for email, a phone number for phone or WhatsApp.' })
  contactInfo!: string;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => InterestTypeEnum, { nullable: true, description: 'unit when absent.' })
  interestType?: InterestType | null;
  @Field(() => Int, { nullable: true, description: '1 to 100; 1 when absent.' }) unitsRequested?: number | null;
}

@InputType('CreateInvestmentInput', {
  description: 'A direct investment in one unit. Ownership and value are computed by the server, the status from KYC.',
})
export class CreateInvestmentInputType {
  @Field(() => Int) projectId!: number;
  @Field(() => Int) unitId!: number;
  @Field(() => MoneyScalar, { description: "At least the unit's minimum, at most what the unit has left." })
  amount!: string | number;
}

@InputType('RecordPayoutInput', { description: "The payout of a sold position's value returned." })
export class RecordPayoutInputType {
  @Field(() => Int) investmentId!: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'USD, at most the value returned; all of it when absent.' })
  amount?: string | number | null;
  @Field(() => PayoutMethodEnum) method!: PayoutMethod;
  @Field(() => String, { description: "The transfer's reference, 1 to 100 characters." }) reference!: string;
  @Field(() => String, { description: 'The day it was paid, in Accra: YYYY-MM-DD, between the sale and today.' })
  paidOn!: string;
}

/**
 * GraphQL's null for an optional field means "not given"; the use cases' schemas read absent as undefined
 * (and apply their defaults), so nulls are dropped before the input reaches them.
 */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

@InputType('InvestmentFilter', {
  description: 'The admin Investments list\'s filters (docs/api.md, "Lists that page"); every one is optional.',
})
export class InvestmentFilterInput {
  @Field(() => [InvestmentStatusEnum], { nullable: true, description: 'Any of these statuses (all when absent).' })
  statuses?: InvestmentStatus[] | null;
  @Field(() => Int, { nullable: true, description: "Only this project's investments." }) projectId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Part of the payment reference, compared without dashes, spaces or case (`cb 7k3q` finds CB-7K3Q-9).',
  })
  paymentReference?: string | null;
  @Field(() => String, { nullable: true, description: "Part of the investor's email address or name, any case." })
  investor?: string | null;
}

@InputType('ProjectInterestFilter', {
  description: 'The admin Interests list\'s filters (docs/api.md, "Lists that page"); every one is optional.',
})
export class ProjectInterestFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'pending (the review queue), open (not yet paid, closed or refused) or all (the default).',
  })
  status?: string | null;
  @Field(() => Int, { nullable: true, description: "Only this project's interests." }) projectId?: number | null;
  @Field(() => String, { nullable: true, description: "Part of the investor's email address or name, any case." })
  investor?: string | null;
}
