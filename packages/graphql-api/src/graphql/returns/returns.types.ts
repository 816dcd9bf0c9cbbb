import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, MoneyScalar } from '../scalars.js';

// The dashboard's returns in USD, GHS and the home currency: the shapes of presenters/returns.presenter.ts.

@ObjectType('AtBothRates', { description: "An amount at the payment-date rate and at today's rate." })
export class AtBothRatesType {
  @Field(() => MoneyScalar, { description: 'At the rate in force when the payment was confirmed.' })
  atPayment!: string;
  @Field(() => MoneyScalar, { description: "At today's rate." }) today!: string;
}

@ObjectType('ReturnsTotal', { description: 'The sums over the positions in one currency.' })
export class ReturnsTotalType {
  @Field(() => String, { description: 'A listed currency code; amounts below are in it.' }) code!: string;
  @Field(() => AtBothRatesType) contribution!: AtBothRatesType;
  @Field(() => AtBothRatesType) value!: AtBothRatesType;
  @Field(() => MoneyScalar, { description: 'Value − contribution, both at the payment-date rate.' })
  propertyReturn!: string;
  @Field(() => MoneyScalar, { description: "Value at today's rate − value at the payment-date rate." })
  currencyEffect!: string;
  @Field(() => MoneyScalar, { description: 'propertyReturn + currencyEffect.' }) totalReturn!: string;
}

@ObjectType('ReturnsInCurrency', { description: "A position's figures in one currency." })
export class ReturnsInCurrencyType extends ReturnsTotalType {
  @Field(() => String, { description: 'Units per 1 USD when the payment was confirmed.' }) rateAtPayment!: string;
  @Field(() => String, { description: 'Units per 1 USD today.' }) rateToday!: string;
}

@ObjectType('PositionReturns', {
  description: 'A paid position (held or sold) seen in USD, GHS and the home currency.',
})
export class PositionReturnsType {
  @Field(() => Int) investmentId!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) projectTitle!: string;
  @Field(() => Int) unitId!: number;
  @Field(() => DateTimeScalar, { description: 'When the payment was confirmed.' }) paidAt!: string;
  @Field(() => String, {
    description:
      'sale: the value is what the sale returned. contribution: the unit is not sold and has no valuation, so ' +
      'the value is the contribution itself.',
  })
  valueBasis!: 'sale' | 'contribution';
  @Field(() => [ReturnsInCurrencyType], { description: 'USD, GHS, then the home currency.' })
  currencies!: ReturnsInCurrencyType[];
}

@ObjectType('PortfolioReturns', {
  description: "Your returns in USD, GHS and your home currency: the property's return apart from the currency's.",
})
export class PortfolioReturnsType {
  @Field(() => String, { nullable: true, description: 'Set in /settings; null until chosen.' })
  homeCurrency!: string | null;
  @Field(() => [String], { description: 'USD, GHS, then the home currency when it is another.' })
  currencies!: string[];
  @Field(() => DateTimeScalar, { description: "When today's rates were read." }) asOf!: string;
  @Field(() => [PositionReturnsType], { description: 'Newest first.' }) positions!: PositionReturnsType[];
  @Field(() => [ReturnsTotalType]) totals!: ReturnsTotalType[];
}
