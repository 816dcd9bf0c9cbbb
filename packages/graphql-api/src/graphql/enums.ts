import { COMMITMENT_PHASES } from '@cobuy/application';
import {
  AML_CHECK_STATUSES,
  AML_RESULTS,
  APPLICATION_STATUSES,
  COMMITMENT_OUTCOMES,
  COMMITMENT_STAGES,
  COMMITMENT_STEP_STATES,
  EMPLOYMENT_STATUSES,
  INVESTMENT_STATUSES,
  GOAL_TYPES,
  KYC_COUNTRIES,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_TYPES,
  KYC_NATIONALITIES,
  KYC_READINGS,
  KYC_RISK_LEVELS,
  PAYOUT_METHODS,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_UPDATE_TYPES,
  UNIT_STATUSES,
  UNIT_TYPES,
  USER_ROLES,
  type ContactPreference,
  type InterestType,
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
export const KycStatusEnum = domainEnum(
  KYC_READINGS,
  'KycStatus',
  "Where a user's identity check stands; an approval past its two years reads expired.",
);
export const AmlCheckStatusEnum = domainEnum(
  AML_CHECK_STATUSES,
  'AmlCheckStatus',
  'pending: not screened yet (queued, or the service was down and it will be retried); completed: screened.',
);
export const AmlResultEnum = domainEnum(AML_RESULTS, 'AmlResult', 'clear, or a possible match a reviewer must weigh.');
export const KycRiskLevelEnum = domainEnum(KYC_RISK_LEVELS, 'KycRiskLevel', 'high: a flag a reviewer must weigh.');
export const KycDocumentKindEnum = domainEnum(KYC_DOCUMENT_KINDS, 'KycDocumentKind', 'The files of a submission.');
export const KycNationalityEnum = domainEnum(KYC_NATIONALITIES, 'KycNationality', 'The nationalities offered.');
export const KycCountryEnum = domainEnum(KYC_COUNTRIES, 'KycCountry', 'The countries of residence offered.');
export const KycDocumentTypeEnum = domainEnum(KYC_DOCUMENT_TYPES, 'KycDocumentType', 'Identity documents accepted.');
export const ProofOfAddressTypeEnum = domainEnum(
  PROOF_OF_ADDRESS_TYPES,
  'ProofOfAddressType',
  'Proofs of address accepted.',
);
export const SourceOfFundsEnum = domainEnum(SOURCES_OF_FUNDS, 'SourceOfFunds', 'Where invested money comes from.');
export const EmploymentStatusEnum = domainEnum(EMPLOYMENT_STATUSES, 'EmploymentStatus', "The investor's employment.");
export const GoalTypeEnum = domainEnum(GOAL_TYPES, 'GoalType', 'What a financial goal saves for.');
export const ApplicationStatusEnum = domainEnum(
  APPLICATION_STATUSES,
  'ApplicationStatus',
  'Where a project interest (application) stands in its lifecycle (product rules §2).',
);
export const InvestmentStatusEnum = domainEnum(
  INVESTMENT_STATUSES,
  'InvestmentStatus',
  'Where an investment stands: waiting on KYC or payment, active once paid, completed when its unit sold.',
);
// The domain has these two as union types only; `satisfies` keeps the lists inside them.
const CONTACT_PREFERENCES = ['email', 'phone', 'whatsapp'] as const satisfies readonly ContactPreference[];
const INTEREST_TYPES = ['unit', 'multiple_units'] as const satisfies readonly InterestType[];
export const ContactPreferenceEnum = domainEnum(
  CONTACT_PREFERENCES,
  'ContactPreference',
  'How the investor wants to be contacted about an interest.',
);
export const InterestTypeEnum = domainEnum(INTEREST_TYPES, 'InterestType', 'One unit, or several of the same kind.');
export const CommitmentStageEnum = domainEnum(
  COMMITMENT_STAGES,
  'CommitmentStage',
  "A commitment's stage, from interest to paid out (the dashboard's stepper).",
);
export const CommitmentOutcomeEnum = domainEnum(
  COMMITMENT_OUTCOMES,
  'CommitmentOutcome',
  'How a commitment that goes no further ended.',
);
export const CommitmentStepStateEnum = domainEnum(
  COMMITMENT_STEP_STATES,
  'CommitmentStepState',
  'A stepper step: done, the current one, still ahead, or skipped (a direct investment has no review).',
);
export const CommitmentPhaseEnum = domainEnum(
  COMMITMENT_PHASES,
  'CommitmentPhase',
  'The dashboard section a commitment is listed in.',
);
export const PayoutMethodEnum = domainEnum(PAYOUT_METHODS, 'PayoutMethod', 'How a payout reached the investor.');
