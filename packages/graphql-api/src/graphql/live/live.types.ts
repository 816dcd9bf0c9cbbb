import { Field, Int, ObjectType } from 'type-graphql';
import { UnitStatisticsType, UnitType } from '../catalog/catalog.types.js';
import { MoneyScalar } from '../scalars.js';

@ObjectType('ProjectFunding', {
  description:
    "A project's funding figures, pushed by projectFundingChanged: the Project fields of the same names, and its " +
    "units (Unit objects, so a client's cache updates the project page's units by id).",
})
export class ProjectFundingType {
  @Field(() => Int) projectId!: number;
  @Field(() => MoneyScalar) currentFunding!: string;
  @Field(() => MoneyScalar) totalInvestmentNeeded!: string;
  @Field(() => Int) availableUnits!: number;
  @Field(() => Int) totalUnits!: number;
  @Field(() => UnitStatisticsType) unitStatistics!: UnitStatisticsType;
  @Field(() => [UnitType]) units!: UnitType[];
}
