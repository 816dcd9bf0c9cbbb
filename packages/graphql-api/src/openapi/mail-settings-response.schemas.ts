import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** The Email Settings calls' answer (presenters/mail-settings.presenter.ts), for the OpenAPI document. */
export const mailSettingsJson = z.object({
  source: z.enum(['database', 'environment', 'none']).meta({
    description:
      'Which account sends platform mail: `database` (saved on this page; wins), `environment` (SMTP_URL), ' +
      '`none` (mail waits in the outbox)',
  }),
  senderAddress: z.string().nullable().meta({ description: 'The address mail is sent from' }),
  smtpHost: z.string().nullable(),
  smtpPort: z.number().int().nullable(),
  updatedAt: dateTime.nullable().meta({ description: 'When the saved settings were saved (null unless `database`)' }),
  updatedBy: z
    .object({ id, email: z.string().nullable() })
    .nullable()
    .meta({ description: 'The admin who saved them (email null once that account is gone)' }),
});
