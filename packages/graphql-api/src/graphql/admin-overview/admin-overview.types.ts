import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../scalars.js';

@ObjectType('AdminOverviewWeek', { description: 'One UTC week of commitments and confirmed payments, in USD.' })
export class AdminOverviewWeekType {
  @Field({ description: 'The Monday (UTC) that starts the week, YYYY-MM-DD.' }) weekStart!: string;
  @Field(() => MoneyScalar, {
    description: 'Amounts of the investments created that week that still stand (every status but cancelled).',
  })
  commitments!: string;
  @Field(() => MoneyScalar, { description: 'Amounts of the investments whose payment was confirmed that week.' })
  confirmedPayments!: string;
}

@ObjectType('AdminOverview', { description: "The admin panel's summary cards and weekly chart, in one snapshot." })
export class AdminOverviewType {
  @Field(() => Int, { description: 'Projects whose status is not completed.' }) activeProjects!: number;
  @Field(() => Int, { description: 'Every project in the catalog.' }) totalProjects!: number;
  @Field(() => Int, { description: 'Investment interests waiting for approval.' }) pendingInterests!: number;
  @Field(() => Int, { description: 'KYC submissions waiting for a decision (pending or under review).' })
  pendingKyc!: number;
  @Field(() => MoneyScalar, {
    description: 'Total Investment: confirmed investments (active and completed), all time, USD.',
  })
  confirmedInvestment!: string;
  @Field(() => MoneyScalar, { description: "The sum of every unit's total investment needed, USD." })
  investmentNeeded!: string;
  @Field(() => [AdminOverviewWeekType], {
    description: 'The 12 UTC weeks ending with the current one, oldest first; weeks without activity are zeros.',
  })
  weeks!: AdminOverviewWeekType[];
}
