import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { schemaMessages } from '../forms/testing/schema-messages';

const otherSessionsText = (count: number) => englishIntl.formatMessage({ id: 'settings.sessions.count' }, { count });
import { changePasswordSchema, PHONE_MESSAGES, phoneProblem, profileInputOf, profileSchema } from './settings-schemas';

describe('the profile form', () => {
  it('says what is wrong with a phone in the words of the page', () => {
    expect(formatFieldMessage(englishIntl, PHONE_MESSAGES.length)).toBe(
      'A phone number has 7 to 15 digits with the country code',
    );
  });

  // The same cases as the server's rule (packages/domain/src/accounts/profile.rules.test.ts): the form must not
  // pass what the server refuses, nor refuse what it takes.
  it.each([
    '+233 24 123 4567',
    '+233-24-123-4567',
    '  +233241234567  ',
    '+44 20 7946 0958',
    '+1 415-555-2671',
    '+290 1234',
    '+123 456 789 012 345',
    '',
    '   ',
  ])('takes the phone %j', (phone) => {
    expect(phoneProblem(phone)).toBeNull();
  });

  it.each([
    '024 123 4567',
    '233241234567',
    '+0233 24 123 4567',
    '+233 24 CALL ME',
    '+44 (0)20 7946 0958',
    '+233  24 123 4567',
    '+233 24 123 4567-',
    '++233241234567',
    '+233 24 123 4567 ext 5',
  ])('refuses %j as not international', (phone) => {
    expect(phoneProblem(phone)).toBe(PHONE_MESSAGES.format);
  });

  it.each(['+233 12', '+1234 5678 9012 3456', `+${'1'.repeat(40)}`])('refuses %j for its digits', (phone) => {
    expect(phoneProblem(phone)).toBe(PHONE_MESSAGES.length);
  });

  it('shows the messages under the fields', async () => {
    expect(
      await schemaMessages(profileSchema, { firstName: ' ', lastName: 'x'.repeat(101), phone: '0241234567' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 100 characters',
      phone: 'Enter the number in international format: + and the country code, for example +233 24 123 4567',
    });
    expect(await schemaMessages(profileSchema, { firstName: 'Ama', lastName: 'Owusu', phone: '' })).toEqual({});
  });

  it('sends trimmed names and no phone for a blank field', () => {
    expect(profileInputOf({ firstName: ' Ama ', lastName: 'Owusu ', phone: '  ' })).toEqual({
      firstName: 'Ama',
      lastName: 'Owusu',
      phone: null,
    });
    expect(profileInputOf({ firstName: 'Ama', lastName: 'Owusu', phone: ' +233 24 123 4567 ' }).phone).toBe(
      '+233 24 123 4567',
    );
  });
});

describe('the password form', () => {
  it('wants the current password, a new one of 8 to 128 characters that differs, and the same twice', async () => {
    expect(
      await schemaMessages(changePasswordSchema, { currentPassword: '', newPassword: 'short', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      await schemaMessages(changePasswordSchema, {
        currentPassword: 'Labadi-Beach-42',
        newPassword: 'Labadi-Beach-42',
        confirmPassword: 'Labadi-Beach-42',
      }),
    ).toEqual({ newPassword: 'Choose a password different from your current one' });
    expect(
      await schemaMessages(changePasswordSchema, {
        currentPassword: 'Labadi-Beach-42',
        newPassword: '🏠'.repeat(8),
        confirmPassword: '🏠'.repeat(8),
      }),
    ).toEqual({});
  });
});

describe('the sessions section', () => {
  it('says how many other sessions are signed in', () => {
    expect(otherSessionsText(0)).toBe('No other session is signed in.');
    expect(otherSessionsText(1)).toBe('1 other session is signed in (other devices or browsers).');
    expect(otherSessionsText(3)).toBe('3 other sessions are signed in (other devices or browsers).');
  });
});
