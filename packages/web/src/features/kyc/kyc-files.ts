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
  readonly label: string;
  readonly required: boolean;
  readonly allowPdf: boolean;
  readonly hint: string;
}

export const KYC_FILE_RULES: Readonly<Record<KycFileField, KycFileRule>> = {
  documentFront: {
    label: 'Identity document (front)',
    required: true,
    allowPdf: true,
    hint: 'The page or side with your photo. JPEG, PNG, WebP or PDF, up to 10 MB.',
  },
  documentBack: {
    label: 'Identity document (back)',
    required: false,
    allowPdf: true,
    hint: 'Optional: the back of an ID card or licence. JPEG, PNG, WebP or PDF, up to 10 MB.',
  },
  proofOfAddress: {
    label: 'Proof of address',
    required: true,
    allowPdf: true,
    hint: 'The utility bill, bank statement or rental agreement you chose. JPEG, PNG, WebP or PDF, up to 10 MB.',
  },
  selfie: {
    label: 'Selfie',
    required: true,
    allowPdf: false,
    hint: 'A clear photo of your face, holding your ID if you can. JPEG, PNG or WebP, up to 10 MB.',
  },
};

const KYC_FILE_MESSAGES = {
  /** The server's words (the KYC contract), so a message reads the same whoever caught the file. */
  wrongType: 'must be a JPEG, PNG, WebP image or a PDF',
  wrongImageType: 'must be a JPEG, PNG or WebP image',
  tooLarge: 'must be at most 10 MB',
  empty: 'is empty',
} as const;

/** What the `accept` attribute of the picker offers (the first bytes still decide). */
export const acceptFor = (rule: KycFileRule): string =>
  rule.allowPdf ? 'image/jpeg,image/png,image/webp,application/pdf' : 'image/jpeg,image/png,image/webp';

/** The first bytes of a picked file. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

export type KycFileCheck = { ok: true; contentType: KycContentType } | { ok: false; message: string };

/**
 * Whether a picked file may be sent as this document; `message` follows the field's label
 * ('Selfie must be a JPEG, PNG or WebP image').
 */
export function checkKycFile(field: KycFileField, file: { size: number }, head: Uint8Array): KycFileCheck {
  const rule = KYC_FILE_RULES[field];
  const fail = (reason: string): KycFileCheck => ({ ok: false, message: `${rule.label} ${reason}` });
  if (file.size === 0) return fail(KYC_FILE_MESSAGES.empty);
  if (file.size > MAX_KYC_FILE_BYTES) return fail(KYC_FILE_MESSAGES.tooLarge);
  const type = sniffContentType(head);
  if (!rule.allowPdf && type !== null && type !== 'application/pdf') return { ok: true, contentType: type };
  if (!rule.allowPdf) return fail(KYC_FILE_MESSAGES.wrongImageType);
  return type ? { ok: true, contentType: type } : fail(KYC_FILE_MESSAGES.wrongType);
}

/** The labels of required documents not picked yet, for the 'Missing Documents' toast. */
export function missingDocuments(files: Readonly<Record<KycFileField, unknown>>): string[] {
  return KYC_FILE_FIELDS.filter((field) => KYC_FILE_RULES[field].required && !files[field]).map(
    (field) => KYC_FILE_RULES[field].label,
  );
}

/** '2.4 MB', '380 KB': a file's size for its preview. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
