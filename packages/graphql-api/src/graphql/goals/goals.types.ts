import type { GoalType } from '@cobuy/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GoalTypeEnum } from '../enums.js';
import { DateTimeScalar, MoneyScalar, PercentScalar } from '../scalars.js';

@ObjectType('FinancialGoal', {
  simpleResolvers: true,
  description: "One of an investor's financial goals, with its progress.",
})
export class FinancialGoalType {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => String) goalName!: string;
  @Field(() => GoalTypeEnum) goalType!: GoalType;
  @Field(() => MoneyScalar) targetAmount!: string;
  @Field(() => MoneyScalar) currentAmount!: string;
  @Field(() => String, { description: 'A calendar day, YYYY-MM-DD.' }) targetDate!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => PercentScalar, { description: 'currentAmount / targetAmount, capped at 100.00 (rounded down).' })
  progress!: string;
  @Field(() => Boolean, { description: "Achieved: currentAmount ≥ targetAmount ('Goal Achieved!')." })
  isCompleted!: boolean;
  @Field(() => MoneyScalar, { description: 'What is still missing to the target; 0.00 once achieved.' })
  remainingAmount!: string;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@InputType('FinancialGoalInput', { description: 'The goal form: the same fields on creation and on every edit.' })
export class FinancialGoalInputType {
  @Field(() => String) goalName!: string;
  @Field(() => GoalTypeEnum) goalType!: GoalType;
  @Field(() => MoneyScalar, { description: 'More than zero.' }) targetAmount!: string | number;
  @Field(() => MoneyScalar, { description: 'Zero or more; at or above the target reads achieved.' })
  currentAmount!: string | number;
  @Field(() => String, { description: 'A calendar day, YYYY-MM-DD (past days are accepted).' }) targetDate!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@ObjectType('DeletedFinancialGoal')
export class DeletedFinancialGoalType {
  @Field(() => Int, { description: 'The id of the goal that is gone.' }) id!: number;
  @Field(() => String) message!: string;
}
