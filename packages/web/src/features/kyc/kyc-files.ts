import type { IntlShape } from 'react-intl';

/**
 * The document rules of POST /api/kyc/submit, checked when a file is picked so that a wrong file is refused
 * before a long upload: at most 10 MB each; the type is judged from the file's first bytes, as the server
 * judges it (a renamed file does not pass); JPEG, PNG, WebP or PDF, and the selfie an image only.
 */
export const MAX_KYC_FILE_BYTES = 10 * 1024 * 1024;

export type KycContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** The document files of step 5, as POST /api/kyc/submit names them. */
export const KYC_FILE_FIELDS = ['documentFront', 'documentBack', 'proofOfAddress', 'selfie'] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];

/** A file that passed the checks below, with what its preview needs. */
export interface KycPickedFile {
  readonly file: File;
  readonly contentType: KycContentType;
  /** An object URL of an image, for its thumbnail (revoked by the wizard); null for a PDF. */
  readonly previewUrl: string | null;
}

/** How many leading bytes `sniffContentType` needs. */
const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The accepted type a file's first bytes announce, or null (GIF, SVG, HTML, text, an executable…). */
export function sniffContentType(bytes: Uint8Array): KycContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

export interface KycFileRule {
  /** The document's name and its hint, catalog ids of the `kyc` area. */
  readonly labelId: string;
  readonly hintId: string;
  readonly required: boolean;
  readonly allowPdf: boolean;
}

export const KYC_FILE_RULES: Readonly<Record<KycFileField, KycFileRule>> = {
  documentFront: {
    labelId: 'kyc.file.documentFront',
    hintId: 'kyc.file.documentFrontHint',
    required: true,
    allowPdf: true,
  },
  documentBack: {
    labelId: 'kyc.file.documentBack',
    hintId: 'kyc.file.documentBackHint',
    required: false,
    allowPdf: true,
  },
  proofOfAddress: {
    labelId: 'kyc.file.proofOfAddress',
    hintId: 'kyc.file.proofOfAddressHint',
    required: true,
    allowPdf: true,
  },
  selfie: {
    labelId: 'kyc.file.selfie',
    hintId: 'kyc.file.selfieHint',
    required: true,
    allowPdf: false,
  },
};

/**
 * Why a picked file is refused; the message is `kyc.file.problem.<problem>` with the document's name (the server's
 * words in English, so a message reads the same whoever caught the file).
 */
export type KycFileProblem = 'wrongType' | 'wrongImageType' | 'tooLarge' | 'empty';

/** What the `accept` attribute of the picker offers (the first bytes still decide). */
export const acceptFor = (rule: KycFileRule): string =>
  rule.allowPdf ? 'image/jpeg,image/png,image/webp,application/pdf' : 'image/jpeg,image/png,image/webp';

/** The first bytes of a picked file. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

export type KycFileCheck = { ok: true; contentType: KycContentType } | { ok: false; problem: KycFileProblem };

/** Whether a picked file may be sent as this document, or why not. */
export function checkKycFile(field: KycFileField, file: { size: number }, head: Uint8Array): KycFileCheck {
  const rule = KYC_FILE_RULES[field];
  const fail = (problem: KycFileProblem): KycFileCheck => ({ ok: false, problem });
  if (file.size === 0) return fail('empty');
  if (file.size > MAX_KYC_FILE_BYTES) return fail('tooLarge');
  const type = sniffContentType(head);
  if (!rule.allowPdf && type !== null && type !== 'application/pdf') return { ok: true, contentType: type };
  if (!rule.allowPdf) return fail('wrongImageType');
  return type ? { ok: true, contentType: type } : fail('wrongType');
}

/** The required documents not picked yet, for the 'Missing Documents' toast. */
export function missingDocuments(files: Readonly<Record<KycFileField, unknown>>): KycFileField[] {
  return KYC_FILE_FIELDS.filter((field) => KYC_FILE_RULES[field].required && !files[field]);
}

/**
 * A file's size in the interface language ('2.4 MB', '380 kB', '2,4 Mo'): Intl's units, one decimal for megabytes,
 * whole kilobytes and bytes.
 */
export function formatFileSize(bytes: number, locale = 'en'): string {
  const size = (value: number, unit: 'megabyte' | 'kilobyte' | 'byte', digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes >= 1024 * 1024) return size(bytes / (1024 * 1024), 'megabyte', 1);
  if (bytes >= 1024) return size(Math.round(bytes / 1024), 'kilobyte', 0);
  return size(bytes, 'byte', 0);
}

type FileIntl = Pick<IntlShape, 'formatMessage'>;

/** A document's name in the interface language ('Identity document (front)'). */
export const kycFileLabel = (intl: FileIntl, field: KycFileField): string =>
  intl.formatMessage({ id: KYC_FILE_RULES[field].labelId });

/** Why a file was refused, in the interface language ('Selfie must be a JPEG, PNG or WebP image'). */
export const kycFileProblemText = (intl: FileIntl, field: KycFileField, problem: KycFileProblem): string =>
  intl.formatMessage({ id: `kyc.file.problem.${problem}` }, { label: kycFileLabel(intl, field) });
