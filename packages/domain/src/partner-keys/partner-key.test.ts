import { describe, expect, it } from 'vitest';
import {
  formatPartnerKey,
  isPartnerKeyActive,
  looksLikePartnerKey,
  partnerKeyPrefix,
  shouldRecordPartnerKeyUse,
} from './partner-key.js';

describe('partner key format and rules', () => {
  const secret = 'A'.repeat(16) + 'z9'.repeat(8);

  it('reads the prefix of a well-formed key only', () => {
    expect(partnerKeyPrefix(formatPartnerKey('Ab3dEf9h', secret))).toBe('Ab3dEf9h');
    expect(partnerKeyPrefix(`cbk_Ab3dEf9h_${secret}x`)).toBeNull();
    expect(partnerKeyPrefix(`cbk_Ab3dEf9_${secret}`)).toBeNull();
    expect(partnerKeyPrefix(`cbk_Ab3dEf9h_${secret.slice(1)}-`)).toBeNull();
    expect(partnerKeyPrefix(`xbk_Ab3dEf9h_${secret}`)).toBeNull();
    expect(partnerKeyPrefix('')).toBeNull();
  });

  it('tells a partner key from a session token by its look', () => {
    expect(looksLikePartnerKey('cbk_anything')).toBe(true);
    expect(looksLikePartnerKey('q7VJx0l1yB9w2kZ0o9p3Xg1hT6cM4sN8rA5dE2fG7iK')).toBe(false);
  });

  it('records a use at most once a minute', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(shouldRecordPartnerKeyUse(null, at)).toBe(true);
    expect(shouldRecordPartnerKeyUse(new Date(at.getTime() - 59_999), at)).toBe(false);
    expect(shouldRecordPartnerKeyUse(new Date(at.getTime() - 60_000), at)).toBe(true);
  });

  it('is active until revoked', () => {
    expect(isPartnerKeyActive({ revokedAt: null })).toBe(true);
    expect(isPartnerKeyActive({ revokedAt: new Date() })).toBe(false);
  });
});
