import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, MoneyScalar, PercentScalar } from '../scalars.js';

@ObjectType('AdminProject', {
  description: 'A project as the admin form stores it (unit counts and funding: Query.project, derived from units).',
})
export class AdminProjectType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) location!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { description: 'residential, commercial or mixed-use.' }) projectType!: string;
  @Field(() => String, { description: 'planning, pre-construction, under-construction, ... (stored slugs).' })
  status!: string;
  @Field(() => String) developerName!: string;
  @Field(() => Int, { description: 'Months.' }) timeline!: number;
  @Field(() => String) constructionTimeline!: string;
  @Field(() => PercentScalar) expectedProfit!: string;
  @Field(() => PercentScalar) profitRangeMin!: string;
  @Field(() => PercentScalar) profitRangeMax!: string;
  @Field(() => MoneyScalar) developerListingPrice!: string;
  @Field(() => MoneyScalar) unitPrice!: string;
  @Field(() => MoneyScalar) minInvestment!: string;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) completionDate!: string | null;
}

@ObjectType('AdminUnit', {
  description: 'A unit as the admin form stores it (status and current investment: Query.projectUnits, derived).',
})
export class AdminUnitType {
  @Field(() => Int) id!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) unitNumber!: string;
  @Field(() => String) unitType!: string;
  @Field(() => Int) bedrooms!: number;
  @Field(() => Int) bathrooms!: number;
  @Field(() => String, { nullable: true }) floorArea!: string | null;
  @Field(() => String, { nullable: true }) plotSize!: string | null;
  @Field(() => MoneyScalar) price!: string;
  @Field(() => MoneyScalar) totalInvestmentNeeded!: string;
  @Field(() => MoneyScalar) minInvestmentAmount!: string;
  @Field(() => [String]) features!: string[];
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) imageUrl!: string | null;
  @Field(() => Int, { nullable: true }) floor!: number | null;
  @Field(() => String, { nullable: true }) block!: string | null;
}

@ObjectType('DeletedProject')
export class DeletedProjectType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) message!: string;
}

@ObjectType('DeletedUnit')
export class DeletedUnitType {
  @Field(() => Int) id!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) unitNumber!: string;
  @Field(() => String) message!: string;
}

/*
 * The inputs take numbers and money as text too (the forms send what was typed): the server's zod schemas
 * decide, with the same 400 field errors as REST.
 */
@InputType('ProjectInput', { description: 'The Add / Edit Project form (accounts spec §3); every field each time.' })
export class ProjectInputType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) location!: string;
  @Field(() => String, { nullable: true, description: 'Null: Ghana.' }) country?: string | null;
  @Field(() => String, { description: 'residential, commercial, mixed-use (or the labels).' }) projectType!: string;
  @Field(() => String, { description: 'planning, pre-construction, under-construction, near-completion, completed.' })
  status!: string;
  @Field(() => String) developerName!: string;
  @Field(() => String, { description: 'Whole months.' }) timeline!: string;
  @Field(() => String, { nullable: true }) constructionTimeline?: string | null;
  @Field(() => String) expectedProfit!: string;
  @Field(() => String, { nullable: true }) profitRangeMin?: string | null;
  @Field(() => String, { nullable: true }) profitRangeMax?: string | null;
  @Field(() => String, { nullable: true }) developerListingPrice?: string | null;
  @Field(() => String) unitPrice!: string;
  @Field(() => String) minInvestment!: string;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) completionDate?: string | null;
}

@InputType('UnitInput', { description: 'The Add / Edit Unit form (accounts spec §3, §5); every field each time.' })
export class UnitInputType {
  @Field(() => String) unitNumber!: string;
  @Field(() => String) unitType!: string;
  @Field(() => String) bedrooms!: string;
  @Field(() => String) bathrooms!: string;
  @Field(() => String, { nullable: true }) floorArea?: string | null;
  @Field(() => String, { nullable: true }) plotSize?: string | null;
  @Field(() => String) price!: string;
  @Field(() => String, { nullable: true, description: 'Null: the price.' }) totalInvestmentNeeded?: string | null;
  @Field(() => String) minInvestmentAmount!: string;
  @Field(() => [String], { nullable: true }) features?: string[] | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) imageUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Apartments only.' }) floor?: string | null;
  @Field(() => String, { nullable: true, description: 'Apartments only.' }) block?: string | null;
}
