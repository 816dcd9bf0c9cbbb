import { runUseCase, type KycState } from '@cobuy/application';
import { systemClock } from '@cobuy/domain';
import { randomBytes } from 'node:crypto';
import type { TestServer } from '../../src/testing/test-server.js';
import type { TestAccount } from './accounts-helpers.js';

/** The smallest files whose magic bytes say what they are (a JPEG's SOI/APP0, a PDF header), with a marker. */
export const TINY_JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  ...Buffer.from('SECRET-PASSPORT-MARKER'),
  0xff,
  0xd9,
]);
export const TINY_PDF = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n% SECRET-ADDRESS-MARKER\n%%EOF\n'));

/** A complete, valid wizard submission (text fields as the form sends them). */
export function kycFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Ama Serwaa Owusu',
    dateOfBirth: '1988-04-12',
    nationality: 'gh',
    phoneNumber: '+233 24 123 4567',
    address: '12 Oxford Street, Osu',
    city: 'Accra',
    postalCode: 'GA-123',
    country: 'ghana',
    documentType: 'passport',
    documentNumber: 'G1234567',
    documentExpiryDate: '2031-01-31',
    proofOfAddressType: 'utility_bill',
    proofOfAddressDate: '2026-10-01',
    sourceOfFunds: 'employment',
    employmentStatus: 'employed',
    occupation: 'Engineer',
    annualIncome: '85000',
    isPoliticallyExposed: 'false',
    ...overrides,
  };
}

export const kycFiles = () => ({
  documentFront: { content: TINY_JPEG, contentType: 'image/jpeg', fileName: 'passport.jpg' },
  proofOfAddress: { content: TINY_PDF, contentType: 'application/pdf', fileName: 'bill.pdf' },
  selfie: { content: TINY_JPEG, contentType: 'image/jpeg', fileName: 'me.jpg' },
});

/**
 * Submits through the use case the REST route runs (the multipart parsing is tested on its own), as the
 * given investor.
 */
export async function submitKycAs(
  server: TestServer,
  account: Pick<TestAccount, 'id'>,
  overrides: Record<string, unknown> = {},
) {
  const ctx = { actor: { userId: account.id, role: 'user' as const }, correlationId: 'kyc-test', clock: systemClock };
  return runUseCase<unknown, KycState>(server.services.kyc.submit as never, ctx, {
    ...kycFields(),
    ...kycFiles(),
    ...overrides,
  });
}

export const KYC_BOUNDARY = '----cobuy-kyc-test-boundary-3f9a';

export interface FormFile {
  readonly name: string;
  readonly content: Uint8Array;
  readonly fileName?: string;
}

/** A KYC form as the wizard sends it (multipart/form-data), written by hand so sizes and pieces are exact. */
export function kycMultipartBody(files: readonly FormFile[], fields: Record<string, unknown> = kycFields()): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${KYC_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${KYC_BOUNDARY}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName ?? `${file.name}.bin`}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${KYC_BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A PDF of `size` bytes: its header, then random bytes (nothing in it compresses or repeats). */
export function bigPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  return Buffer.concat([head, randomBytes(size - head.length)]);
}
