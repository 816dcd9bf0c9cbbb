import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DeveloperType } from '../catalog/catalog.types.js';
import { DateTimeScalar, MoneyScalar } from '../scalars.js';

@ObjectType('AdminDeveloper', {
  description: 'A developer as the Developer Management tab sees it: the public profile, active or not, and more.',
})
export class AdminDeveloperType extends DeveloperType {
  @Field(() => Int, {
    description: 'Projects naming this developer; while any do, it cannot be deleted (set it inactive instead).',
  })
  linkedProjects!: number;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
}

@ObjectType('DeletedDeveloper')
export class DeletedDeveloperType {
  @Field(() => Int, { description: 'The id of the developer that is gone.' }) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) message!: string;
}

const DESCRIPTIONS = {
  website: 'An http(s) address; a bare domain reads as https://. Null or blank: none.',
  establishedYear: '1800 to this year. Null: none.',
  specialties: 'Trimmed; blanks and repeats dropped; each may also hold comma-separated entries.',
  totalValue: 'Ghana cedis (GHS), at most 2 decimals. Null: 0.',
  rating: '0 to 5 in steps of 0.1, e.g. "4.5". Null: 0 (shown as N/A).',
} as const;

@InputType('DeveloperInput', { description: 'The Add Developer form (accounts spec §5).' })
export class DeveloperInputType {
  @Field(() => String, { description: 'Unique in any letter case.' }) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '7 to 15 digits; spaces, +, -, dots and parentheses allowed.' }) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.website }) website?: string | null;
  @Field(() => Int, { nullable: true, description: DESCRIPTIONS.establishedYear }) establishedYear?: number | null;
  @Field(() => String, { nullable: true }) licenseNumber?: string | null;
  @Field(() => [String], { nullable: true, description: DESCRIPTIONS.specialties }) specialties?: string[] | null;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.website }) logoUrl?: string | null;
  @Field(() => Int, { nullable: true, description: 'Null: 0.' }) completedProjects?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: DESCRIPTIONS.totalValue }) totalValue?: string | null;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.rating }) rating?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True unless false.' }) isActive?: boolean | null;
}

@InputType('DeveloperPatchInput', {
  description:
    'An edit: only the fields given change. A required field given null or blank is refused; an optional one is ' +
    'cleared.',
})
export class DeveloperPatchInputType {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.website }) website?: string | null;
  @Field(() => Int, { nullable: true, description: DESCRIPTIONS.establishedYear }) establishedYear?: number | null;
  @Field(() => String, { nullable: true }) licenseNumber?: string | null;
  @Field(() => [String], { nullable: true, description: DESCRIPTIONS.specialties }) specialties?: string[] | null;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.website }) logoUrl?: string | null;
  @Field(() => Int, { nullable: true }) completedProjects?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: DESCRIPTIONS.totalValue }) totalValue?: string | null;
  @Field(() => String, { nullable: true, description: DESCRIPTIONS.rating }) rating?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'False hides the developer from the public pages.' })
  isActive?: boolean | null;
}
