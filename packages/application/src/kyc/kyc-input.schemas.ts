import {
  EMPLOYMENT_STATUSES,
  KYC_COUNTRIES,
  KYC_DOCUMENT_TYPES,
  KYC_NATIONALITIES,
  PROOF_OF_ADDRESS_TYPES,
  SOURCES_OF_FUNDS,
  type StagedFile,
  type StoredFile,
} from '@cobuy/domain';
import { z } from 'zod';
import { idInput } from '../shared/input-schemas.js';

/** Text as the multipart form sends it: trimmed; the spec's minimum lengths give its messages. */
const text = (min: number, message: string, max = 200) =>
  z
    .string({ error: message })
    .transform((s) => s.trim())
    .pipe(z.string().min(min, message).max(max, `must be at most ${max} characters`));

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : null));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
function calendarDate(message: string) {
  return z
    .string({ error: message })
    .transform((s) => s.trim())
    .refine((s) => CALENDAR_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), message)
    .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), message);
}

/** `"true"`/`"false"` from a form, or a boolean from JSON. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], { error: 'must be true or false' })
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

/** A document in memory (an in-process caller), its type already decided from its bytes. */
const isStoredFile = (v: object): v is StoredFile =>
  (v as StoredFile).content instanceof Uint8Array &&
  typeof (v as StoredFile).contentType === 'string' &&
  typeof (v as StoredFile).fileName === 'string';

/** A document staged while the upload streamed (KycSubmissionPermit), its type decided from its first bytes. */
export const isStagedFile = (v: unknown): v is StagedFile =>
  typeof v === 'object' &&
  v !== null &&
  !('content' in v) &&
  typeof (v as StagedFile).key === 'string' &&
  typeof (v as StagedFile).contentType === 'string' &&
  typeof (v as StagedFile).fileName === 'string' &&
  typeof (v as StagedFile).byteSize === 'number';

/** An uploaded document as the transport hands it over: in memory, or already staged as it streamed. */
const document = (message: string) =>
  z.custom<StoredFile | StagedFile>(
    (v) => typeof v === 'object' && v !== null && (isStoredFile(v) || isStagedFile(v)),
    { error: message },
  );

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES_ACCEPTED = [...IMAGE_TYPES, 'application/pdf'] as const;

/**
 * The wizard's fields and files (accounts spec §5), with its messages, checked again on the server. Dates
 * are calendar dates; the person must be an adult, the identity document unexpired and the proof of address
 * not from the future — checked against the clock in the use case, which has it.
 */
export const submitKycInput = z
  .object({
    userId: idInput.optional(),
    fullName: text(2, 'Full name is required'),
    dateOfBirth: calendarDate('Date of birth is required'),
    nationality: choice(KYC_NATIONALITIES, 'Nationality is required'),
    phoneNumber: text(10, 'Valid phone number is required', 30),
    address: text(10, 'Full address is required', 300),
    city: text(2, 'City is required', 100),
    postalCode: text(3, 'Postal code is required', 20),
    country: choice(KYC_COUNTRIES, 'Country is required'),
    documentType: choice(KYC_DOCUMENT_TYPES, 'Document type is required'),
    documentNumber: text(5, 'Document number is required', 50),
    documentExpiryDate: calendarDate('Document expiry date is required'),
    proofOfAddressType: choice(PROOF_OF_ADDRESS_TYPES, 'Proof of address type is required'),
    proofOfAddressDate: calendarDate('Proof of address date is required'),
    sourceOfFunds: choice(SOURCES_OF_FUNDS, 'Source of funds is required'),
    sourceOfFundsDetails: optionalText(1000),
    employmentStatus: choice(EMPLOYMENT_STATUSES, 'Employment status is required'),
    occupation: optionalText(200),
    annualIncome: z
      .union([z.string(), z.number()], { error: 'must be a whole number of US dollars' })
      .optional()
      .transform((v) => (v === undefined ? '' : String(v).trim().replaceAll(',', '')))
      .refine((v) => v === '' || /^\d{1,13}$/.test(v), 'must be a whole number of US dollars')
      .transform((v) => (v === '' ? null : v.replace(/^0+(?=\d)/, ''))),
    isPoliticallyExposed: formBoolean,
    politicalExposureDetails: optionalText(1000),
    documentFront: document('Identity document (front) is required'),
    documentBack: document('must be a file').optional(),
    proofOfAddress: document('Proof of address is required'),
    selfie: document('Selfie is required'),
  })
  .superRefine((input, ctx) => {
    if (input.isPoliticallyExposed && !input.politicalExposureDetails) {
      ctx.addIssue({
        code: 'custom',
        path: ['politicalExposureDetails'],
        message: 'Please describe your political exposure',
      });
    }
    const documentKinds = ['documentFront', 'documentBack', 'proofOfAddress'] as const;
    for (const kind of documentKinds) {
      const file = input[kind];
      if (file && !(DOCUMENT_TYPES_ACCEPTED as readonly string[]).includes(file.contentType)) {
        ctx.addIssue({ code: 'custom', path: [kind], message: 'must be a JPEG, PNG, WebP image or a PDF' });
      }
    }
    if (!(IMAGE_TYPES as readonly string[]).includes(input.selfie.contentType)) {
      ctx.addIssue({ code: 'custom', path: ['selfie'], message: 'must be a JPEG, PNG or WebP image' });
    }
  });
export type SubmitKycInput = z.output<typeof submitKycInput>;
