import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  mailSettingsFailureToast,
  mailSettingsInputOf,
  mailSettingsSchema,
  mailSettingsUpdatedToast,
  mailSourceText,
} from './mail-settings-form';

// Spec §5's words, as the English catalog shows them.
const M = {
  gmailUser: 'Please enter a valid Gmail address',
  gmailAppPassword: 'App password should be 16 characters',
};

describe('Email settings form', () => {
  it("refuses what the server refuses, with the spec's words", async () => {
    expect(await schemaMessages(mailSettingsSchema, { gmailUser: '', gmailAppPassword: '' })).toEqual({
      gmailUser: M.gmailUser,
      gmailAppPassword: M.gmailAppPassword,
    });
    expect(
      await schemaMessages(mailSettingsSchema, { gmailUser: 'platform@', gmailAppPassword: 'abcd efgh ijkl mno' }),
    ).toEqual({ gmailUser: M.gmailUser, gmailAppPassword: M.gmailAppPassword });
    expect(
      await schemaMessages(mailSettingsSchema, { gmailUser: 'a@gmail.com', gmailAppPassword: 'abcdefghijklmnopq' }),
    ).toEqual({ gmailAppPassword: M.gmailAppPassword });
  });

  it('takes the app password as Gmail shows it, with spaces, and sends the 16 letters', async () => {
    const values = { gmailUser: ' Platform@Gmail.com ', gmailAppPassword: 'abcd efgh ijkl mnop' };
    expect(await schemaMessages(mailSettingsSchema, values)).toEqual({});
    expect(mailSettingsInputOf(values)).toEqual({
      gmailUser: 'Platform@Gmail.com',
      gmailAppPassword: 'abcdefghijklmnop',
    });
  });

  it("shows spec §8's failure toast, with the mail server's reason when it refused the test mail", () => {
    const refused = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Please check your credentials and try again.',
          extensions: {
            code: 'MAIL_SETTINGS.TEST_MAIL_REFUSED',
            status: 422,
            details: { reason: '535-5.7.8 Username and Password not accepted.' },
          },
        },
      ],
    });
    expect(mailSettingsFailureToast(refused, englishIntl)).toEqual({
      title: 'Failed to Update',
      description:
        'Please check your credentials and try again. The mail server said: 535-5.7.8 Username and Password not accepted.',
      variant: 'destructive',
    });
    expect(mailSettingsFailureToast(new Error('offline'), englishIntl)).toEqual({
      title: 'Failed to Update',
      description: 'Please check your credentials and try again.',
      variant: 'destructive',
    });
    expect(mailSettingsUpdatedToast(englishIntl)).toEqual({
      title: 'Settings Updated!',
      description: 'Platform mail is now sent from this account.',
      variant: 'success',
    });
  });

  it('says where platform mail comes from', () => {
    expect(mailSourceText('database', englishIntl)).toBe('Saved on this page');
    expect(mailSourceText('none', englishIntl)).toBe('No account: mail waits in the outbox until one is saved here');
  });
});
