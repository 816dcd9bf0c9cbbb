import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('RateChangeAuthor')
export class RateChangeAuthorType {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true, description: 'Null once that account is gone.' }) email!: string | null;
}

@ObjectType('CurrencyRateChange', { description: "One change of a currency's rate (the history is appended only)." })
export class CurrencyRateChangeType {
  @Field(() => Int) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'Units per 1 USD, a decimal string.' }) rate!: string;
  @Field(() => String, { nullable: true, description: 'The rate it replaced (null for the seed).' })
  previousRate!: string | null;
  @Field(() => DateTimeScalar, { description: 'From when the rate counts (the epoch for the seed).' })
  effectiveAt!: string;
  @Field(() => DateTimeScalar, { description: 'When it was recorded.' }) setAt!: string;
  @Field(() => RateChangeAuthorType, { nullable: true, description: 'Null for the seed and the provider.' })
  setBy!: RateChangeAuthorType | null;
  @Field(() => String, { description: 'seed, admin or provider.' }) source!: string;
}

@ObjectType('CurrencyRateAt', { description: 'A currency’s rate in force at an instant.' })
export class CurrencyRateAtType {
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'Units per 1 USD, a decimal string.' }) rate!: string;
  @Field(() => DateTimeScalar, { description: 'When that rate took effect.' }) effectiveAt!: string;
}
