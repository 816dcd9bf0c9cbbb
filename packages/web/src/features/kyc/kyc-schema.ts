import { boolean, object, string, type AnyObjectSchema } from 'yup';
import { fieldMessage } from '../forms/field-message';
import {
  COUNTRIES,
  DOCUMENT_TYPES,
  EMPLOYMENT_STATUSES,
  NATIONALITIES,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
} from './kyc-options';
import { KYC_FILE_FIELDS, type KycFileField, type KycPickedFile } from './kyc-files';

/**
 * The KYC wizard's rules (accounts spec §5, "KYC"), step by step. The server checks the same rules with the same
 * messages (POST /api/kyc/submit answers them in `fields`); these only spare the round trip.
 *
 * Dates are calendar dates (`YYYY-MM-DD`, what <input type="date"> gives) compared with today's date in UTC, as
 * the server compares them; `today` is asked at validation time, so a form left open overnight judges by the new
 * day. Messages are catalog ids of the `kyc` area (docs/i18n.md, "Validation messages"), drawn in the interface
 * language by the field; their English is the server's words.
 */
const KYC_MESSAGES = {
  fullName: 'kyc.validation.fullName',
  dateOfBirth: 'kyc.validation.dateOfBirth',
  underAge: 'kyc.validation.underAge',
  nationality: 'kyc.validation.nationality',
  phoneNumber: 'kyc.validation.phoneNumber',
  address: 'kyc.validation.address',
  city: 'kyc.validation.city',
  postalCode: 'kyc.validation.postalCode',
  country: 'kyc.validation.country',
  documentType: 'kyc.validation.documentType',
  documentNumber: 'kyc.validation.documentNumber',
  documentExpiryDate: 'kyc.validation.documentExpiryDate',
  documentExpired: 'kyc.validation.documentExpired',
  proofOfAddressType: 'kyc.validation.proofOfAddressType',
  proofOfAddressDate: 'kyc.validation.proofOfAddressDate',
  futureDate: 'kyc.validation.futureDate',
  sourceOfFunds: 'kyc.validation.sourceOfFunds',
  employmentStatus: 'kyc.validation.employmentStatus',
  annualIncome: 'kyc.validation.annualIncome',
  politicalExposureDetails: 'kyc.validation.politicalExposureDetails',
  tooLong: (max: number) => fieldMessage('kyc.validation.tooLong', { max }),
} as const;

const MINIMUM_AGE_YEARS = 18;

export type Today = () => Date;
const systemToday: Today = () => new Date();

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment's calendar day in UTC, as `YYYY-MM-DD`: the day the server judges dates by. */
const isoDay = (date: Date): string =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** `YYYY-MM-DD` naming a real calendar day (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest birth date of someone who is 18 today, as `YYYY-MM-DD` (dates in this form order as text). Like
 * the server: 18 years back on the same month and day, and 29 February rolls to 1 March.
 */
export function latestAdultBirthDate(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return isoDay(date);
}

/** Trimmed text of `min` to `max` characters (the server's limits). */
const text = (min: number, message: string, max: number) =>
  string().trim().default('').required(message).min(min, message).max(max, KYC_MESSAGES.tooLong(max));

const choice = (options: readonly string[], message: string) =>
  string().default('').required(message).oneOf(options, message);

const optionalText = (max: number) => string().trim().default('').max(max, KYC_MESSAGES.tooLong(max));

/** A calendar date; a missing or impossible one gets the field's own message, as on the server. */
const date = (message: string) =>
  string()
    .trim()
    .default('')
    .required(message)
    .test('calendar-date', message, (value) => !value || isCalendarDate(value));

export function personalSchema(today: Today = systemToday) {
  return object({
    fullName: text(2, KYC_MESSAGES.fullName, 200),
    // A date of birth in the future is not 18 years ago either: one message covers both.
    dateOfBirth: date(KYC_MESSAGES.dateOfBirth).test(
      'adult',
      KYC_MESSAGES.underAge,
      (value) => !isCalendarDate(value) || value <= latestAdultBirthDate(today()),
    ),
    nationality: choice(NATIONALITIES, KYC_MESSAGES.nationality),
    phoneNumber: text(10, KYC_MESSAGES.phoneNumber, 30),
  });
}

export const addressSchema = object({
  address: text(10, KYC_MESSAGES.address, 300),
  city: text(2, KYC_MESSAGES.city, 100),
  postalCode: text(3, KYC_MESSAGES.postalCode, 20),
  country: choice(COUNTRIES, KYC_MESSAGES.country),
});

export function identitySchema(today: Today = systemToday) {
  return object({
    documentType: choice(DOCUMENT_TYPES, KYC_MESSAGES.documentType),
    documentNumber: text(5, KYC_MESSAGES.documentNumber, 50),
    documentExpiryDate: date(KYC_MESSAGES.documentExpiryDate).test(
      'unexpired',
      KYC_MESSAGES.documentExpired,
      (value) => !isCalendarDate(value) || value > isoDay(today()),
    ),
  });
}

/** Whole US dollars; thousands separators are allowed, as on the server (which drops them). */
const ANNUAL_INCOME = /^\d{1,13}$/;

export function financialSchema() {
  return object({
    sourceOfFunds: choice(SOURCES_OF_FUNDS, KYC_MESSAGES.sourceOfFunds),
    sourceOfFundsDetails: optionalText(1000),
    employmentStatus: choice(EMPLOYMENT_STATUSES, KYC_MESSAGES.employmentStatus),
    occupation: optionalText(200),
    annualIncome: string()
      .trim()
      .default('')
      .test('whole-dollars', KYC_MESSAGES.annualIncome, (value = '') => {
        const digits = value.replaceAll(',', '');
        return digits === '' || ANNUAL_INCOME.test(digits);
      }),
    isPoliticallyExposed: boolean().default(false),
    // Shown (and required) only when the box above is ticked; otherwise not sent.
    politicalExposureDetails: optionalText(1000).when('isPoliticallyExposed', {
      is: true,
      then: (schema) => schema.required(KYC_MESSAGES.politicalExposureDetails),
    }),
  });
}

/** The proof of address step (its own step since issue 19: it is not financial information). */
export function proofOfAddressSchema(today: Today = systemToday) {
  return object({
    proofOfAddressType: choice(PROOF_OF_ADDRESS_TYPES, KYC_MESSAGES.proofOfAddressType),
    proofOfAddressDate: date(KYC_MESSAGES.proofOfAddressDate).test(
      'not-future',
      KYC_MESSAGES.futureDate,
      (value) => !isCalendarDate(value) || value <= isoDay(today()),
    ),
  });
}

interface KycTextValues {
  fullName: string;
  dateOfBirth: string;
  nationality: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  documentType: string;
  documentNumber: string;
  documentExpiryDate: string;
  sourceOfFunds: string;
  sourceOfFundsDetails: string;
  employmentStatus: string;
  occupation: string;
  annualIncome: string;
  isPoliticallyExposed: boolean;
  politicalExposureDetails: string;
  proofOfAddressType: string;
  proofOfAddressDate: string;
}

/** The documents of steps 5 and 6 are checked by kyc-files.ts when picked, and for presence on submit. */
export type KycFormValues = KycTextValues & Record<KycFileField, KycPickedFile | null>;

export const EMPTY_KYC: KycFormValues = {
  fullName: '',
  dateOfBirth: '',
  nationality: '',
  phoneNumber: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  documentType: '',
  documentNumber: '',
  documentExpiryDate: '',
  sourceOfFunds: '',
  sourceOfFundsDetails: '',
  employmentStatus: '',
  occupation: '',
  annualIncome: '',
  isPoliticallyExposed: false,
  politicalExposureDetails: '',
  proofOfAddressType: '',
  proofOfAddressDate: '',
  documentFront: null,
  documentBack: null,
  proofOfAddress: null,
  selfie: null,
};

export interface KycStep {
  /** The step's title, a catalog id of the `kyc` area. */
  readonly titleId: string;
  /** The fields of this step, in the order they are shown (a server error on one of them reopens the step). */
  readonly fields: readonly (keyof KycFormValues)[];
  /** The step's rules; the upload step has none here (its files are checked when picked). */
  readonly schema: (today?: Today) => AnyObjectSchema | null;
  /** Documents that must be picked before Next (their type and size are checked when picked). */
  readonly requiredFiles?: readonly KycFileField[];
}

/**
 * The six steps of the wizard (accounts spec §2 and §9; the proof of address has its own step since issue 19,
 * item 9). The server's contract is unchanged: the same fields and files in one submission.
 */
export const KYC_STEPS: readonly KycStep[] = [
  {
    titleId: 'kyc.step.personal',
    fields: ['fullName', 'dateOfBirth', 'nationality', 'phoneNumber'],
    schema: personalSchema,
  },
  { titleId: 'kyc.step.address', fields: ['address', 'city', 'postalCode', 'country'], schema: () => addressSchema },
  {
    titleId: 'kyc.step.identity',
    fields: ['documentType', 'documentNumber', 'documentExpiryDate'],
    schema: identitySchema,
  },
  {
    titleId: 'kyc.step.financial',
    fields: [
      'sourceOfFunds',
      'sourceOfFundsDetails',
      'employmentStatus',
      'occupation',
      'annualIncome',
      'isPoliticallyExposed',
      'politicalExposureDetails',
    ],
    schema: financialSchema,
  },
  {
    titleId: 'kyc.step.proofOfAddress',
    fields: ['proofOfAddressType', 'proofOfAddressDate', 'proofOfAddress'],
    schema: proofOfAddressSchema,
    requiredFiles: ['proofOfAddress'],
  },
  {
    titleId: 'kyc.step.upload',
    fields: KYC_FILE_FIELDS.filter((field) => field !== 'proofOfAddress'),
    schema: () => null,
  },
];

/** Every text rule of the wizard in one schema (what the whole form must satisfy before it is sent). */
export function kycSchema(today: Today = systemToday) {
  return personalSchema(today)
    .concat(addressSchema)
    .concat(identitySchema(today))
    .concat(financialSchema())
    .concat(proofOfAddressSchema(today));
}

/** The index of the first step holding one of these fields, or -1. */
export function firstStepWith(fieldNames: Iterable<string>): number {
  const names = new Set(fieldNames);
  return KYC_STEPS.findIndex((step) => step.fields.some((field) => names.has(field)));
}

/** Whether a step's fields pass its rules (drives the Next button). */
export function isStepValid(step: KycStep, values: KycFormValues, today?: Today): boolean {
  if (step.requiredFiles?.some((field) => !values[field])) return false;
  const schema = step.schema(today);
  return schema ? schema.isValidSync(values) : true;
}

/**
 * The multipart text fields of POST /api/kyc/submit: every value as a string, trimmed; optional fields left out
 * when empty; the political exposure details only when the box is ticked.
 */
export function kycTextFields(values: KycFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (name: keyof KycTextValues, value: string) => {
    const trimmed = value.trim();
    if (trimmed) fields[name] = trimmed;
  };
  put('fullName', values.fullName);
  put('dateOfBirth', values.dateOfBirth);
  put('nationality', values.nationality);
  put('phoneNumber', values.phoneNumber);
  put('address', values.address);
  put('city', values.city);
  put('postalCode', values.postalCode);
  put('country', values.country);
  put('documentType', values.documentType);
  put('documentNumber', values.documentNumber);
  put('documentExpiryDate', values.documentExpiryDate);
  put('proofOfAddressType', values.proofOfAddressType);
  put('proofOfAddressDate', values.proofOfAddressDate);
  put('sourceOfFunds', values.sourceOfFunds);
  put('sourceOfFundsDetails', values.sourceOfFundsDetails);
  put('employmentStatus', values.employmentStatus);
  put('occupation', values.occupation);
  put('annualIncome', values.annualIncome);
  fields.isPoliticallyExposed = values.isPoliticallyExposed ? 'true' : 'false';
  if (values.isPoliticallyExposed) put('politicalExposureDetails', values.politicalExposureDetails);
  return fields;
}
