import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_PREFERENCES,
  ESSENTIAL_MAIL_TEMPLATES,
  isMailWanted,
  mailPreferenceOf,
  type MailTemplate,
} from './mail-preferences.rules.js';

const allOff = { projectUpdates: false, applicationNews: false };

describe('which mails an investor can turn off', () => {
  it('always sends the essential mails, whatever the preferences', () => {
    const essential: MailTemplate[] = [
      'password-reset-code',
      'password-changed',
      'contact-message',
      'kyc-submitted',
      'kyc-approved',
      'kyc-rejected',
      'kyc-info-requested',
      'payment-instructions',
      'payment-reminder',
      'payment-expired',
      'payment-confirmed',
      'application-rejected',
      'profit-distributed',
    ];
    expect([...ESSENTIAL_MAIL_TEMPLATES].sort()).toEqual([...essential].sort());
    for (const template of essential) {
      expect(mailPreferenceOf(template)).toBeNull();
      expect(isMailWanted(template, allOff)).toBe(true);
    }
  });

  it('puts project updates and application receipts under their own preference', () => {
    expect(mailPreferenceOf('project-update')).toBe('projectUpdates');
    expect(mailPreferenceOf('application-received')).toBe('applicationNews');
  });

  it('sends an optional mail by default and stops it once its own preference is off, not another one', () => {
    expect(isMailWanted('project-update', DEFAULT_MAIL_PREFERENCES)).toBe(true);
    expect(isMailWanted('project-update', { ...DEFAULT_MAIL_PREFERENCES, projectUpdates: false })).toBe(false);
    expect(isMailWanted('project-update', { ...DEFAULT_MAIL_PREFERENCES, applicationNews: false })).toBe(true);
    expect(isMailWanted('application-received', { ...DEFAULT_MAIL_PREFERENCES, applicationNews: false })).toBe(false);
    expect(isMailWanted('application-received', { ...DEFAULT_MAIL_PREFERENCES, projectUpdates: false })).toBe(true);
  });
});
