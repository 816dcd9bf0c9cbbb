import { describe, expect, it } from 'vitest';
import {
  developerDeletionBlocker,
  isPhoneNumber,
  isSensibleEstablishedYear,
  normaliseWebAddress,
  parseRating,
  parseSpecialties,
} from './developer-profile.js';

describe('developer profile rules (accounts spec §5, §9)', () => {
  it('reads a rating from 0 to 5 in steps of 0.1, as two-decimal text', () => {
    expect(parseRating(0)).toEqual({ ok: true, value: '0.00' });
    expect(parseRating('4.5')).toEqual({ ok: true, value: '4.50' });
    expect(parseRating(4.7)).toEqual({ ok: true, value: '4.70' });
    expect(parseRating('4.80')).toEqual({ ok: true, value: '4.80' });
    expect(parseRating('5')).toEqual({ ok: true, value: '5.00' });
    expect(parseRating(' 3.1 ')).toEqual({ ok: true, value: '3.10' });
  });

  it('refuses ratings outside 0-5, between tenths, or not numbers (never rounds)', () => {
    expect(parseRating('5.1')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseRating('10')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseRating(-0.1)).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseRating('4.55')).toEqual({ ok: false, error: 'not-a-tenth' });
    expect(parseRating(0.30000000000000004)).toEqual({ ok: false, error: 'not-a-tenth' });
    expect(parseRating('four')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseRating('4e0')).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseRating(Number.NaN)).toEqual({ ok: false, error: 'not-a-number' });
    expect(parseRating(true)).toEqual({ ok: false, error: 'not-a-number' });
  });

  it('splits comma-separated specialties, trimmed, empty entries and repeats dropped', () => {
    expect(parseSpecialties(' Residential , Luxury  apartments,, ,Mixed-use,')).toEqual([
      'Residential',
      'Luxury apartments',
      'Mixed-use',
    ]);
    expect(parseSpecialties('Residential, residential, RESIDENTIAL')).toEqual(['Residential']);
    expect(parseSpecialties(['Townhouses', ' Gated communities ', ''])).toEqual(['Townhouses', 'Gated communities']);
    expect(parseSpecialties('')).toEqual([]);
  });

  it('accepts founding years from 1800 to this year', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isSensibleEstablishedYear(2026, now)).toBe(true);
    expect(isSensibleEstablishedYear(1800, now)).toBe(true);
    expect(isSensibleEstablishedYear(2027, now)).toBe(false);
    expect(isSensibleEstablishedYear(1799, now)).toBe(false);
    expect(isSensibleEstablishedYear(2009.5, now)).toBe(false);
  });

  it('keeps web addresses to absolute http(s) links with a real host', () => {
    expect(normaliseWebAddress('https://oyarifahomes.example')).toBe('https://oyarifahomes.example');
    expect(normaliseWebAddress(' oyarifahomes.example/about ')).toBe('https://oyarifahomes.example/about');
    expect(normaliseWebAddress('http://www.harbourcity.com.gh')).toBe('http://www.harbourcity.com.gh');
    expect(normaliseWebAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseWebAddress('data:image/png;base64,AAAA')).toBeNull();
    expect(normaliseWebAddress('ftp://files.example.com')).toBeNull();
    expect(normaliseWebAddress('localhost')).toBeNull();
    expect(normaliseWebAddress('not a url')).toBeNull();
  });

  it('accepts phone numbers as people write them', () => {
    expect(isPhoneNumber('+233 30 290 1144')).toBe(true);
    expect(isPhoneNumber('(030) 290-1144')).toBe(true);
    expect(isPhoneNumber('0302901144')).toBe(true);
    expect(isPhoneNumber('12345')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
    expect(isPhoneNumber('+233 30 290 1144 ext 5')).toBe(false);
    expect(isPhoneNumber('1234567890123456')).toBe(false);
  });

  it('refuses to delete a developer any project names, and says what to do instead', () => {
    expect(developerDeletionBlocker(0)).toBeNull();
    expect(developerDeletionBlocker(1)).toBe(
      'This developer is linked to 1 project and cannot be deleted. Set it to Inactive instead to hide it from the public pages.',
    );
    expect(developerDeletionBlocker(3)).toContain('linked to 3 projects');
  });
});
