import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneProblemMessages } from './profile.rules.js';

describe('phone numbers on the profile', () => {
  it.each([
    ['+233 24 123 4567', '+233241234567'],
    ['+233-24-123-4567', '+233241234567'],
    ['  +233241234567  ', '+233241234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 415-555-2671', '+14155552671'],
    // The shortest and longest numbers E.164 allows.
    ['+290 1234', '+2901234'],
    ['+123 456 789 012 345', '+123456789012345'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalisePhone(typed)).toEqual({ ok: true, phone: stored });
  });

  it('reads a blank field as no phone', () => {
    expect(normalisePhone('')).toEqual({ ok: true, phone: null });
    expect(normalisePhone('   ')).toEqual({ ok: true, phone: null });
  });

  it.each([
    // A local number: the country code is missing.
    '024 123 4567',
    '233241234567',
    // Country codes never start with 0.
    '+0233 24 123 4567',
    // Letters, brackets, double separators, a separator at the end, a second plus.
    '+233 24 CALL ME',
    '+44 (0)20 7946 0958',
    '+233  24 123 4567',
    '+233 24 123 4567-',
    '++233241234567',
    '+233 24 123 4567 ext 5',
  ])('refuses %j as not in international format', (typed) => {
    expect(normalisePhone(typed)).toEqual({ ok: false, problem: 'FORMAT' });
  });

  it.each(['+233 12', '+1234 5678 9012 3456', `+${'1'.repeat(40)}`])('refuses %j for its number of digits', (typed) => {
    expect(normalisePhone(typed)).toEqual({ ok: false, problem: 'LENGTH' });
  });

  it('says what is expected, with an example', () => {
    expect(phoneProblemMessages.FORMAT).toContain('+233 24 123 4567');
    expect(phoneProblemMessages.LENGTH).toBe('A phone number has 7 to 15 digits with the country code');
  });
});
