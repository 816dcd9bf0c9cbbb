import { describe, expect, it } from 'vitest';
import { EMPTY_KYC } from './kyc-schema';
import { kycFormData } from './kyc-upload';

describe('the multipart body of POST /api/kyc/submit', () => {
  it('carries the text fields as strings and each picked document under its field name', () => {
    const front = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'passport.jpg', { type: 'image/jpeg' });
    const proof = new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' });
    const body = kycFormData({
      ...EMPTY_KYC,
      fullName: 'Ama Owusu',
      documentFront: { file: front, contentType: 'image/jpeg', previewUrl: null },
      proofOfAddress: { file: proof, contentType: 'application/pdf', previewUrl: null },
    });
    expect(body.get('fullName')).toBe('Ama Owusu');
    expect(body.get('isPoliticallyExposed')).toBe('false');
    expect(body.has('occupation')).toBe(false);
    expect((body.get('documentFront') as File).name).toBe('passport.jpg');
    expect((body.get('proofOfAddress') as File).size).toBe(8);
    expect(body.has('documentBack')).toBe(false);
    expect(body.has('selfie')).toBe(false);
  });
});
