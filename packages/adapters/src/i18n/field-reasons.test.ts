import { phoneProblemMessages } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGS } from './catalogs.js';
import { FIELD_REASON_IDS, fieldReasonText } from './field-reasons.js';
import { ServerMessages } from './server-messages.js';
import { SUCCESS_IDS, successText } from './success-messages.js';

/*
 * docs/i18n.md, "On the server": the reasons of a 400's `fields`, written in English by the schemas, zod, the
 * transports and the use cases, are read back into `validation.*` catalog messages with their figures.
 */

const messages = new ServerMessages();

describe('field reasons', () => {
  it.each([
    ['is required', 'validation.required', undefined],
    ['First name is required', 'validation.required', undefined],
    ['must be text', 'validation.text', undefined],
    ['A phone number is text', 'validation.text', undefined],
    ['must be at most 200 characters', 'validation.maxCharacters', { maximum: 200 }],
    ['Name must be at least 2 characters', 'validation.minCharacters', { minimum: 2 }],
    ['must be a whole number from 1 to 100', 'validation.wholeNumberRange', { minimum: 1, maximum: 100 }],
    ['must be at most 5 MB', 'validation.fileTooLarge', { size: '5 MB' }],
    ['must be at most 120 months', 'validation.maxMonths', { maximum: 120 }],
    ['must be at most 100', 'validation.atMost', { maximum: 100 }],
    ['must be greater than 0', 'validation.greaterThan', { minimum: 0 }],
    ['must have at most 2 decimals', 'validation.maxDecimals', { count: 2 }],
    ['must be one of en, fr, es', 'validation.oneOf', { options: 'en, fr, es' }],
    ['interestLevel must be one of: low, high', 'validation.oneOf', { options: 'low, high' }],
    ['must be email, phone or whatsapp', 'validation.oneOf', { options: 'email, phone, whatsapp' }],
    ['must be GHS or USD', 'validation.oneOf', { options: 'GHS, USD' }],
    ['must be true or false', 'validation.boolean', undefined],
    ['Please enter a valid email address', 'validation.email', undefined],
    ['must be a JPEG, PNG or WebP image', 'validation.imageType', { types: 'JPEG, PNG, WebP' }],
    ['must be a year that has ended (before 2026)', 'validation.pastYear', { year: '2026' }],
    ['is nested too deeply (at most 32 levels)', 'validation.tooDeep', { maximum: 32 }],
    ['is not a field of SignUpInput', 'validation.unknownField', undefined],
    ['must be one of the KycStatus values', 'validation.invalidChoice', undefined],
    ['is invalid', 'validation.invalid', undefined],
    ["Passwords don't match", 'validation.passwordsDiffer', undefined],
    ['Status must be Active or Inactive', 'validation.oneOf', { options: 'Active, Inactive' }],
    ['Name must be 3 to 80 characters', 'validation.lengthRange', { minimum: 3, maximum: 80 }],
    [
      'Logo URL must be a web address, such as https://example.com/logo.png',
      'validation.webAddress',
      { example: 'https://example.com/logo.png' },
    ],
    ['Rating must be from 0 to 5 in steps of 0.1', 'validation.rating', { minimum: '0', maximum: '5', step: '0.1' }],
    ['You must be at least 18 years old', 'validation.adult', { minimum: 18 }],
    ['must not exceed the sold price (250000.00 USD)', 'validation.notAboveSoldPrice', { amount: '250000.00' }],
    ['Developer name is required', 'validation.required', undefined],
    ['Choose one of the listed currencies: USD, GHS', 'validation.oneOf', { options: 'USD, GHS' }],
    ['The reset code is 6 digits', 'validation.resetCodeDigits', { count: 6 }],
    ["Role must be 'user' or 'admin'", 'validation.oneOf', { options: 'user, admin' }],
    ["Username may contain only letters, digits, '.', '_' and '-'", 'validation.usernameCharacters', undefined],
    [phoneProblemMessages.FORMAT, 'validation.phoneFormat', { example: '+233 24 123 4567' }],
    [phoneProblemMessages.LENGTH, 'validation.phoneLength', { minimum: 7, maximum: 15 }],
  ])('reads %j as %s', (reason, id, values) => {
    expect(fieldReasonText(reason)).toEqual(values ? { id, values } : { id });
  });

  it('leaves a reason the catalogs do not know to stay English', () => {
    expect(fieldReasonText('use Mark as Sold, with the sold price and the profit generated')).toBeNull();
    expect(messages.fieldReason('fr', 'use Mark as Sold, with the sold price and the profit generated')).toBeNull();
  });

  it('draws a reason in the language, with its figures in the plural the language needs', () => {
    expect(messages.fieldReason('fr', 'must be at most 200 characters')).toBe('doit contenir au plus 200 caractères');
    expect(messages.fieldReason('fr', 'must be at most 1 characters')).toBe('doit contenir au plus 1 caractère');
    expect(messages.fieldReason('ru', 'must be at most 2 characters')).toBe('длина не должна превышать 2 символа');
    expect(messages.fieldReason('ar', 'is required')).toBe('هذا الحقل مطلوب');
    expect(messages.fieldReason('de', 'must be GHS or USD')).toBe('muss einer dieser Werte sein: GHS, USD');
  });

  it('names only messages the catalogs have', () => {
    const missing = FIELD_REASON_IDS.filter((id) => !(id in SERVER_CATALOGS.en));
    expect(missing).toEqual([]);
  });
});

describe('confirmations', () => {
  it('are read into success.* messages, counts included, and drawn in the language', () => {
    expect(successText('Signed out')).toEqual({ id: 'success.signedOut' });
    expect(successText('Your password has been changed. No other device was signed in.')).toEqual({
      id: 'success.passwordChanged',
      values: { count: 0 },
    });
    expect(successText('Your password has been changed. 3 other devices were signed out.')).toEqual({
      id: 'success.passwordChanged',
      values: { count: 3 },
    });
    expect(successText('Signed out of 1 other session. This device stays signed in.')).toEqual({
      id: 'success.otherSessionsEnded',
      values: { count: 1 },
    });
    expect(successText('Something else entirely')).toBeNull();
    expect(messages.successMessage('fr', 'Signed out of 2 other sessions. This device stays signed in.')).toBe(
      '2 autres sessions ont été fermées. Cet appareil reste connecté.',
    );
    expect(messages.successMessage('de', 'Your password has been changed. No other device was signed in.')).toBe(
      'Ihr Passwort wurde geändert. Kein anderes Gerät war angemeldet.',
    );
  });

  it('name only messages the catalogs have', () => {
    expect(SUCCESS_IDS.filter((id) => !(id in SERVER_CATALOGS.en))).toEqual([]);
  });
});
