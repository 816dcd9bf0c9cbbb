import type {
  ProjectStatus,
  ProjectType as ProjectKind,
  ProjectUpdateType as UpdateKind,
  UnitStatus,
  UnitType as UnitKind,
} from '@cobuy/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ProjectStatusEnum, ProjectTypeEnum, ProjectUpdateTypeEnum, UnitStatusEnum, UnitTypeEnum } from '../enums.js';
import { DateTimeScalar, MoneyScalar, PercentScalar } from '../scalars.js';
import { PageInfoType } from '../paging.types.js';

// GraphQL types are their own classes (conventions §7); resolvers fill them from the shared presenters.

/**
 * Plain data fields read straight from the presented object by graphql-js's default resolver. Without this
 * type-graphql wraps every field in a resolver of its own (for middlewares and @Authorized, which these types
 * do not use): a list of 100 projects paid for 2,400 of those calls. Fields with a @FieldResolver keep theirs.
 */
const SIMPLE = { simpleResolvers: true } as const;

@ObjectType('Developer', SIMPLE)
export class DeveloperType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) country!: string;
  @Field(() => Int, { nullable: true }) establishedYear!: number | null;
  @Field(() => String, { nullable: true }) licenseNumber!: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => String, { nullable: true }) logoUrl!: string | null;
  @Field(() => Int) completedProjects!: number;
  @Field(() => MoneyScalar, { description: 'Ghana cedis (GHS), not USD.' }) totalValue!: string;
  @Field(() => String, { description: '0.00 to 5.00.' }) rating!: string;
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType('Unit', SIMPLE)
export class UnitType {
  @Field(() => Int) id!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) unitNumber!: string;
  @Field(() => UnitTypeEnum) unitType!: UnitKind;
  @Field(() => UnitStatusEnum) status!: UnitStatus;
  @Field(() => MoneyScalar) price!: string;
  @Field(() => MoneyScalar) minInvestmentAmount!: string;
  @Field(() => MoneyScalar) currentInvestment!: string;
  @Field(() => MoneyScalar) totalInvestmentNeeded!: string;
  @Field(() => Int) bedrooms!: number;
  @Field(() => Int) bathrooms!: number;
  @Field(() => String, { nullable: true, description: 'Square metres, two decimals.' }) floorArea!: string | null;
  @Field(() => String, { nullable: true }) plotSize!: string | null;
  @Field(() => Int, { nullable: true }) floor!: number | null;
  @Field(() => String, { nullable: true }) block!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => [String], { description: 'Feature codes such as ensuite_master, swimming_pool.' }) features!: string[];
  @Field(() => String, { nullable: true }) description!: string | null;
}

@ObjectType('Range', SIMPLE)
export class RangeType {
  @Field(() => String) min!: string;
  @Field(() => String) max!: string;
}

@ObjectType('UnitStatistics', SIMPLE)
export class UnitStatisticsType {
  @Field(() => RangeType, { description: 'Percent range.' }) profitRange!: RangeType;
  @Field(() => RangeType, { description: 'Money range of the units\' minimum investments ("0.00" without units).' })
  minimumInvestmentRange!: RangeType;
  @Field(() => Int) availableUnits!: number;
  @Field(() => Int) partiallyFundedUnits!: number;
  @Field(() => Int) fullyFundedUnits!: number;
  @Field(() => Int) soldUnits!: number;
  @Field(() => Int) totalUnits!: number;
}

@ObjectType('ProjectUpdate', SIMPLE)
export class ProjectUpdateType {
  @Field(() => Int) id!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) progressPercentage!: number;
  @Field(() => ProjectUpdateTypeEnum) updateType!: UpdateKind;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('Project', SIMPLE)
export class ProjectType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) location!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => ProjectStatusEnum) status!: ProjectStatus;
  @Field(() => String) developerName!: string;
  @Field(() => Int, { nullable: true, description: 'The developer profile, when the project is linked to one.' })
  developerId!: number | null;
  @Field(() => ProjectTypeEnum) projectType!: ProjectKind;
  @Field(() => Int, { description: 'Months.' }) timeline!: number;
  @Field(() => String) constructionTimeline!: string;
  @Field(() => PercentScalar) expectedProfit!: string;
  @Field(() => PercentScalar) profitRangeMin!: string;
  @Field(() => PercentScalar) profitRangeMax!: string;
  @Field(() => MoneyScalar) developerListingPrice!: string;
  @Field(() => MoneyScalar) unitPrice!: string;
  @Field(() => MoneyScalar) minInvestment!: string;
  @Field(() => MoneyScalar) totalInvestmentNeeded!: string;
  @Field(() => MoneyScalar) currentFunding!: string;
  @Field(() => Int) availableUnits!: number;
  @Field(() => Int) totalUnits!: number;
  @Field(() => DateTimeScalar, { nullable: true }) completionDate!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@InputType('ProjectFilter')
export class ProjectFilterInput {
  @Field(() => String, { nullable: true, description: 'Accra, Lagos or Dubai: matches the project location.' })
  location?: string;
  @Field(() => ProjectTypeEnum, { nullable: true }) projectType?: ProjectKind;
  @Field(() => MoneyScalar, { nullable: true, description: 'Projects whose minimum investment is at most this (USD).' })
  minInvestment?: string | number;
  @Field(() => String, { nullable: true, description: 'Matches title, description, location and developer.' })
  search?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Archived projects too (admins only; AUTH.FORBIDDEN otherwise). Public lists leave them out.',
  })
  includeArchived?: boolean;
}

@ObjectType('Currency')
export class CurrencyType {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) symbol!: string;
  @Field(() => String) flag!: string;
  @Field(() => String, { description: 'Units of this currency per 1 USD, as a decimal string.' }) rate!: string;
  @Field(() => Int, { description: 'Fraction digits shown (0 for JPY and KRW).' }) decimals!: number;
}

@InputType('CalculatorInput')
export class CalculatorInput {
  @Field(() => MoneyScalar) amount!: string | number;
  @Field(() => PercentScalar, { description: 'Annual return rate in percent, e.g. 16.' }) returnRate!: string | number;
  @Field(() => Int, { description: 'Months.' }) timeline!: number;
}

@ObjectType('Milestone')
export class MilestoneType {
  @Field(() => Int) months!: number;
  @Field(() => MoneyScalar) value!: string;
}

@ObjectType('InvestmentProjection')
export class InvestmentProjectionType {
  @Field(() => MoneyScalar) initial!: string;
  @Field(() => MoneyScalar) totalReturn!: string;
  @Field(() => MoneyScalar) totalValue!: string;
  @Field(() => [MilestoneType]) milestones!: MilestoneType[];
}

@ObjectType('ProjectEdge', SIMPLE)
export class ProjectEdgeType {
  @Field(() => ProjectType) node!: ProjectType;
  @Field(() => String, { description: 'Continues the list after this project (`after`).' }) cursor!: string;
}

@ObjectType('ProjectConnection', {
  description: 'A page of the projects list, newest first (docs/api.md, "Lists that page").',
})
export class ProjectConnectionType {
  @Field(() => [ProjectType]) nodes!: ProjectType[];
  @Field(() => [ProjectEdgeType]) edges!: ProjectEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
