import { z } from 'zod';
import { emailField } from '../accounts/accounts-input.schemas.js';
import { MAIL_SETTINGS_MESSAGES as M } from './mail-settings-errors.js';

/** Gmail shows an app password as four groups of four letters ("abcd efgh ijkl mnop"); it is the 16 letters. */
export const GMAIL_APP_PASSWORD_LENGTH = 16;

/** POST /api/settings/email (accounts spec §7): `{ gmailUser, gmailAppPassword }`; spaces in the password dropped. */
export const saveMailSettingsInput = z.object({
  gmailUser: emailField(M.gmailUser),
  gmailAppPassword: z
    .string({ error: M.gmailAppPassword })
    .transform((text) => text.replace(/\s+/g, ''))
    .pipe(z.string().length(GMAIL_APP_PASSWORD_LENGTH, { error: M.gmailAppPassword })),
});
export type SaveMailSettingsInput = z.infer<typeof saveMailSettingsInput>;
