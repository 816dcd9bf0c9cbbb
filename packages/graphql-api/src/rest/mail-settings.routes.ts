import type { AppServices } from '../composition-root.js';
import { mailSettingsJson } from '../openapi/mail-settings-response.schemas.js';
import { presentMailSettings } from '../presenters/mail-settings.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * Email Settings (accounts spec §2, §7; product rules §4), admins only: the account that sends platform mail and
 * receives contact messages. The password is never answered. docs/mail-settings.md says why it works so.
 */
export function mailSettingsRoutes(services: AppServices): readonly RestRoute[] {
  const { mailSettings } = services;
  const tags = ['Mail settings'];
  return [
    defineRoute({
      method: 'get',
      path: '/settings/email',
      useCase: mailSettings.get,
      operationId: 'getMailSettings',
      input: {},
      present: presentMailSettings,
      summary: 'The account that sends platform mail, and where it is configured (admins only)',
      description:
        'Settings saved with POST /settings/email win over SMTP_URL. The app password is never part of the answer.',
      tags,
      response: { description: 'The sender and its source', schema: mailSettingsJson },
    }),
    defineRoute({
      method: 'post',
      path: '/settings/email',
      useCase: mailSettings.save,
      operationId: 'saveMailSettings',
      input: { body: 'all' },
      present: presentMailSettings,
      summary: 'Set the Gmail account that sends platform mail and receives contact messages (admins only)',
      description:
        '`gmailUser` an email address; `gmailAppPassword` the 16-character app password (spaces, as Gmail shows ' +
        'it, are dropped). A test mail is first sent through the account to the signed-in admin; when the mail ' +
        'server refuses it, nothing is saved and the answer is a 422 `MAIL_SETTINGS.TEST_MAIL_REFUSED` whose ' +
        "`details.reason` is the server's reply. Saved, the password is stored encrypted (AES-256-GCM). Audited.",
      tags,
      response: { description: 'The settings now in force', schema: mailSettingsJson },
      errors: ['MAIL_SETTINGS.TEST_MAIL_REFUSED'],
    }),
  ];
}
