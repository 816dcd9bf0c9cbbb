import {
  KYC_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_UPDATE_TYPES,
  UNIT_STATUSES,
  UNIT_TYPES,
  USER_ROLES,
} from '@cobuy/domain';
import { registerEnumType } from 'type-graphql';

/**
 * A domain value as a GraphQL enum value name, which allows only letters, digits and '_' and no leading
 * digit: '-' becomes '_' and a leading digit gets a '_' ('mixed-use' → mixed_use, '3-bedroom-apartment' →
 * _3_bedroom_apartment). Values that are already names ('partially_funded', 'admin') stay as they are.
 */
export function graphqlEnumName(value: string): string {
  const name = value.replace(/-/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * Registers a GraphQL enum built from one of the domain's `as const` lists, so the schema, and through
 * codegen the web app's types, follow that list. Resolvers keep working with the domain values; GraphQL
 * translates them to and from the names on the wire.
 */
function domainEnum<const T extends readonly string[]>(
  values: T,
  name: string,
  description: string,
): Record<string, T[number]> {
  const enumObject = Object.fromEntries(values.map((value) => [graphqlEnumName(value), value]));
  registerEnumType(enumObject, { name, description });
  return enumObject;
}

export const ProjectStatusEnum = domainEnum(
  PROJECT_STATUSES,
  'ProjectStatus',
  "Where a project stands; the investor pages' and the admin form's vocabularies.",
);
export const ProjectTypeEnum = domainEnum(PROJECT_TYPES, 'ProjectType', 'What a project builds.');
export const UnitStatusEnum = domainEnum(UNIT_STATUSES, 'UnitStatus', "How far a unit's funding has come.");
export const UnitTypeEnum = domainEnum(UNIT_TYPES, 'UnitType', 'The kind of home a unit is.');
export const ProjectUpdateTypeEnum = domainEnum(
  PROJECT_UPDATE_TYPES,
  'ProjectUpdateType',
  'What a progress update reports.',
);
export const UserRoleEnum = domainEnum(USER_ROLES, 'UserRole', "A user's role; admin opens the admin panel.");
export const KycStatusEnum = domainEnum(KYC_STATUSES, 'KycStatus', "Where a user's identity check stands.");
