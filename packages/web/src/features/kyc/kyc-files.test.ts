import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import {
  acceptFor,
  checkKycFile,
  formatFileSize,
  kycFileLabel,
  kycFileProblemText,
  KYC_FILE_RULES,
  MAX_KYC_FILE_BYTES,
  missingDocuments,
  sniffContentType,
  type KycFileCheck,
  type KycFileField,
} from './kyc-files';

/** A check as the investor reads it: a refusal's message in English. */
const said = (field: KycFileField, check: KycFileCheck) =>
  check.ok ? check : { ok: false, message: kycFileProblemText(englishIntl, field, check.problem) };

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = ascii('RIFF\u0024\u0000\u0000\u0000WEBP');
const PDF = ascii('%PDF-1.7\n%\u00e2\u00e3');
const GIF = ascii('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000');
const SVG = ascii('<svg xmlns="');
const HTML = ascii('<!doctype htm');
const EXE = ascii('MZ\u0090\u0000\u0003\u0000\u0000\u0000\u0004\u0000');

const small = { size: 2048 };

describe('document type from the first bytes (as the server decides it)', () => {
  it('knows JPEG, PNG, WebP and PDF, and nothing else', () => {
    expect(sniffContentType(JPEG)).toBe('image/jpeg');
    expect(sniffContentType(PNG)).toBe('image/png');
    expect(sniffContentType(WEBP)).toBe('image/webp');
    expect(sniffContentType(PDF)).toBe('application/pdf');
    for (const other of [GIF, SVG, HTML, EXE, ascii('RIFF\u0024\u0000\u0000\u0000WAVE'), bytes(0xff, 0xd8), bytes()]) {
      expect(sniffContentType(other)).toBeNull();
    }
  });
});

describe('checking a picked file before upload', () => {
  it('accepts images and PDFs for the identity document and the proof of address', () => {
    for (const field of ['documentFront', 'documentBack', 'proofOfAddress'] as const) {
      expect(checkKycFile(field, small, JPEG)).toEqual({ ok: true, contentType: 'image/jpeg' });
      expect(checkKycFile(field, small, PNG)).toEqual({ ok: true, contentType: 'image/png' });
      expect(checkKycFile(field, small, WEBP)).toEqual({ ok: true, contentType: 'image/webp' });
      expect(checkKycFile(field, small, PDF)).toEqual({ ok: true, contentType: 'application/pdf' });
    }
  });

  it('refuses other types with the server message after the field label', () => {
    expect(said('documentFront', checkKycFile('documentFront', small, SVG))).toEqual({
      ok: false,
      message: 'Identity document (front) must be a JPEG, PNG, WebP image or a PDF',
    });
    expect(said('proofOfAddress', checkKycFile('proofOfAddress', small, HTML))).toEqual({
      ok: false,
      message: 'Proof of address must be a JPEG, PNG, WebP image or a PDF',
    });
    expect(said('documentBack', checkKycFile('documentBack', small, EXE))).toMatchObject({ ok: false });
    expect(said('documentFront', checkKycFile('documentFront', small, GIF))).toMatchObject({ ok: false });
  });

  it('takes only images for the selfie', () => {
    expect(said('selfie', checkKycFile('selfie', small, PNG))).toEqual({ ok: true, contentType: 'image/png' });
    expect(said('selfie', checkKycFile('selfie', small, PDF))).toEqual({
      ok: false,
      message: 'Selfie must be a JPEG, PNG or WebP image',
    });
    expect(said('selfie', checkKycFile('selfie', small, SVG))).toEqual({
      ok: false,
      message: 'Selfie must be a JPEG, PNG or WebP image',
    });
  });

  it('refuses files over 10 MB and empty files, whatever their type', () => {
    expect(said('documentFront', checkKycFile('documentFront', { size: MAX_KYC_FILE_BYTES }, JPEG))).toMatchObject({
      ok: true,
    });
    expect(said('documentFront', checkKycFile('documentFront', { size: MAX_KYC_FILE_BYTES + 1 }, JPEG))).toEqual({
      ok: false,
      message: 'Identity document (front) must be at most 10 MB',
    });
    expect(said('selfie', checkKycFile('selfie', { size: 0 }, JPEG))).toEqual({
      ok: false,
      message: 'Selfie is empty',
    });
  });

  it('offers the allowed types in the picker', () => {
    expect(acceptFor(KYC_FILE_RULES.documentFront)).toContain('application/pdf');
    expect(acceptFor(KYC_FILE_RULES.selfie)).not.toContain('pdf');
  });
});

describe('Missing Documents', () => {
  it('lists the required documents not picked yet, in order; the back of the document is optional', () => {
    const none = { documentFront: null, documentBack: null, proofOfAddress: null, selfie: null };
    expect(missingDocuments(none)).toEqual(['documentFront', 'proofOfAddress', 'selfie']);
    expect(missingDocuments(none).map((field) => kycFileLabel(englishIntl, field))).toEqual([
      'Identity document (front)',
      'Proof of address',
      'Selfie',
    ]);
    expect(missingDocuments({ ...none, documentFront: {}, selfie: {} })).toEqual(['proofOfAddress']);
    expect(missingDocuments({ ...none, documentFront: {}, proofOfAddress: {}, selfie: {} })).toEqual([]);
  });
});

describe('file sizes in previews', () => {
  it('reads as bytes, kB or MB, in the interface language', () => {
    expect(formatFileSize(512)).toBe('512 byte');
    expect(formatFileSize(380 * 1024)).toBe('380 kB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'fr')).toMatch(/^2,4\sMo$/);
  });
});
