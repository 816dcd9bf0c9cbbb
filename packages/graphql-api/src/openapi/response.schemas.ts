import {
  EMPLOYMENT_STATUSES,
  GOAL_TYPES,
  KYC_COUNTRIES,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_TYPES,
  KYC_NATIONALITIES,
  KYC_READINGS,
  KYC_RISK_LEVELS,
  KYC_RISK_FLAGS,
  AML_CHECK_STATUSES,
  AML_RESULTS,
  AML_RISK_FACTORS,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROJECT_UPDATE_TYPES,
  UNIT_STATUSES,
  UNIT_TYPES,
} from '@cobuy/domain';
import { z } from 'zod';

/**
 * The JSON bodies the REST facade answers with, as zod schemas, for the OpenAPI document. Each route's
 * schema must type-check against its presenter's return type (`defineRoute`), and a test parses real
 * answers with them, so the document cannot drift from the presenters.
 */

export const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'An amount as a decimal string with two decimals (USD unless the field says otherwise)' });
export const percent = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'A percentage as a decimal string with two decimals' });
export const dateTime = z.iso.datetime().meta({ description: 'ISO-8601 date and time (UTC)' });
export const id = z.number().int().positive();

export const projectJson = z.object({
  id,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  developerId: id.nullable(),
  developerName: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  timeline: z.number().int().meta({ description: 'Months' }),
  constructionTimeline: z.string(),
  expectedProfit: percent,
  profitRangeMin: percent,
  profitRangeMax: percent,
  developerListingPrice: money,
  unitPrice: money,
  minInvestment: money,
  totalInvestmentNeeded: money.meta({ description: "Sum of the units' prices (derived at read time)" }),
  currentFunding: money.meta({ description: "Sum of the units' current investment (derived at read time)" }),
  availableUnits: z.number().int(),
  totalUnits: z.number().int(),
  completionDate: dateTime.nullable(),
  createdAt: dateTime,
});

export const unitJson = z.object({
  id,
  projectId: id,
  unitNumber: z.string(),
  unitType: z.enum(UNIT_TYPES),
  status: z.enum(UNIT_STATUSES),
  price: money,
  minInvestmentAmount: money,
  currentInvestment: money,
  totalInvestmentNeeded: money,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floorArea: z.string().nullable().meta({ description: 'Square metres, two decimals' }),
  plotSize: z.string().nullable(),
  floor: z.number().int().nullable(),
  block: z.string().nullable(),
  imageUrl: z.string().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
});

const range = z.object({ min: percent, max: percent });
export const unitStatisticsJson = z.object({
  profitRange: range,
  minimumInvestmentRange: z.object({ min: money, max: money }),
  availableUnits: z.number().int(),
  partiallyFundedUnits: z.number().int(),
  fullyFundedUnits: z.number().int(),
  soldUnits: z.number().int(),
  totalUnits: z.number().int(),
});

export const projectUpdateJson = z.object({
  id,
  projectId: id,
  title: z.string(),
  description: z.string(),
  progressPercentage: z.number(),
  updateType: z.enum(PROJECT_UPDATE_TYPES),
  imageUrl: z.string().nullable(),
  createdAt: dateTime,
});

export const developerJson = z.object({
  id,
  name: z.string(),
  description: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  establishedYear: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  specialties: z.array(z.string()),
  logoUrl: z.string().nullable(),
  completedProjects: z.number().int(),
  totalValue: money.meta({ description: 'Ghana cedis, decimal string with two decimals' }),
  rating: z.string().meta({ description: '0.00 to 5.00, two decimals' }),
  isActive: z.boolean(),
});

export const projectionJson = z.object({
  initial: money,
  totalReturn: money,
  totalValue: money,
  milestones: z.array(z.object({ months: z.number().int(), value: money })),
});

export const userJson = z.object({
  id,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['user', 'admin']),
  kycStatus: z.enum(KYC_READINGS),
  kycApprovedAt: dateTime.nullable(),
  kycExpiresAt: dateTime.nullable(),
  lastLoginAt: dateTime.nullable(),
  loginCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: dateTime,
});

export const signInJson = z.object({
  token: z.string().meta({ description: 'Send it as `Authorization: Bearer <token>`' }),
  expiresAt: dateTime,
  user: userJson,
});

export const messageJson = z.object({ message: z.string() });

const kycStatus = z.enum(KYC_READINGS);
export const kycStateJson = z.object({
  status: kycStatus,
  canSubmit: z.boolean().meta({ description: 'Whether a submission (or renewal) is accepted now' }),
  submittedAt: dateTime.nullable(),
  approvedAt: dateTime.nullable(),
  expiresAt: dateTime.nullable(),
  rejectionReason: z.string().nullable(),
  reviewNotes: z.string().nullable().meta({ description: "The reviewer's request, when more information is needed" }),
});
export const kycStatusJson = z.object({ status: kycStatus, expiresAt: dateTime.nullable() });
export const userKycStatusJson = z.object({ kycStatus, kycApprovedAt: dateTime.nullable() });
const amlEntityJson = z.object({
  id: z.string().meta({ description: "The screening service's id of the entity (e.g. an OpenSanctions id)" }),
  caption: z.string(),
  score: z.number().min(0).max(1),
  match: z.boolean().meta({ description: 'Whether the service itself calls it a match' }),
  topics: z.array(z.string()).meta({ description: 'sanction, role.pep, …' }),
  datasets: z.array(z.string()),
  birthDates: z.array(z.string()),
  countries: z.array(z.string()),
});
export const amlCheckJson = z
  .object({
    id,
    kycId: id,
    status: z.enum(AML_CHECK_STATUSES),
    submittedAt: dateTime.meta({ description: 'The submission screened' }),
    subject: z.object({ fullName: z.string(), dateOfBirth: z.string(), nationality: z.enum(KYC_NATIONALITIES) }),
    sanctionsResult: z.enum(AML_RESULTS).nullable(),
    pepResult: z.enum(AML_RESULTS).nullable(),
    riskScore: z.number().min(0).max(1).nullable().meta({ description: 'The best score among the entities' }),
    riskLevel: z.enum(KYC_RISK_LEVELS).nullable(),
    riskFactors: z.array(z.enum(AML_RISK_FACTORS)),
    matches: z.array(amlEntityJson).meta({ description: 'The possible matches, best first' }),
    provider: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable().meta({ description: 'Why the last attempt failed (the check stays pending)' }),
    nextAttemptAt: dateTime.nullable(),
    screenedAt: dateTime.nullable(),
    reviewedBy: id.nullable(),
    reviewNotes: z.string().nullable(),
  })
  .meta({ description: 'The sanctions and PEP screening of a KYC submission (docs/kyc.md, "AML screening")' });

export const kycPendingItemJson = z.object({
  id,
  userId: id,
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  nationality: z.enum(KYC_NATIONALITIES),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  status: kycStatus,
  submittedAt: dateTime.nullable(),
  riskLevel: z.enum(KYC_RISK_LEVELS),
  riskFlags: z.array(z.enum(KYC_RISK_FLAGS)),
  screening: amlCheckJson
    .nullable()
    .meta({ description: 'The screening of the current submission; null when none was made (not configured)' }),
});
export const kycReviewJson = kycPendingItemJson.extend({
  dateOfBirth: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.enum(KYC_COUNTRIES),
  documentNumber: z.string(),
  documentExpiryDate: z.string(),
  proofOfAddressType: z.enum(PROOF_OF_ADDRESS_TYPES),
  proofOfAddressDate: z.string(),
  sourceOfFunds: z.enum(SOURCES_OF_FUNDS),
  sourceOfFundsDetails: z.string().nullable(),
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  occupation: z.string().nullable(),
  annualIncome: z.string().nullable(),
  isPoliticallyExposed: z.boolean(),
  politicalExposureDetails: z.string().nullable(),
  isHighRiskCountry: z.boolean(),
  reviewedAt: dateTime.nullable(),
  reviewNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  approvedAt: dateTime.nullable(),
  expiresAt: dateTime.nullable(),
  documents: z.array(
    z.object({
      kind: z.enum(KYC_DOCUMENT_KINDS),
      contentType: z.string(),
      byteSize: z.number().int(),
      url: z.string().meta({ description: 'GET it with the bearer token; owner and admins only' }),
    }),
  ),
});

export const financialGoalJson = z.object({
  id,
  userId: id,
  goalName: z.string(),
  goalType: z.enum(GOAL_TYPES),
  targetAmount: money,
  currentAmount: money,
  targetDate: z.iso.date().meta({ description: 'A calendar day, YYYY-MM-DD' }),
  description: z.string().nullable(),
  progress: percent.meta({ description: 'currentAmount / targetAmount, capped at 100.00 (rounded down)' }),
  isCompleted: z.boolean().meta({ description: "Achieved: currentAmount ≥ targetAmount ('Goal Achieved!')" }),
  remainingAmount: money.meta({ description: 'What is still missing to the target; 0.00 once achieved' }),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export const deletedGoalJson = z.object({ id, message: z.string() });

/** The REST error body (http/error-status.ts `ErrorBody`). */
export const errorJson = z.object({
  message: z.string(),
  code: z.string().meta({ description: 'A stable error code, e.g. VALIDATION.INVALID_INPUT' }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'Bad input: field name → reason (nested fields as a.b)' }),
  details: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'Machine-readable facts, e.g. retryAfterSeconds on a 429' }),
});
