import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  MAIL_SETTINGS_MESSAGES as M,
  MAIL_SETTINGS_TOASTS,
  mailSettingsFailureToast,
  mailSettingsInputOf,
  mailSettingsSchema,
} from './mail-settings-form';

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
    expect(mailSettingsFailureToast(refused)).toEqual({
      title: 'Failed to Update',
      description:
        'Please check your credentials and try again. The mail server said: 535-5.7.8 Username and Password not accepted.',
      variant: 'destructive',
    });
    expect(mailSettingsFailureToast(new Error('offline'))).toEqual({
      ...MAIL_SETTINGS_TOASTS.failed,
      variant: 'destructive',
    });
  });
});
