import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** The Partners calls' answers (presenters/partner-keys.presenter.ts), for the OpenAPI document. */

export const partnerKeyJson = z.object({
  id,
  name: z.string(),
  prefix: z.string().meta({ description: 'The public part of the key: `cbk_<prefix>_…`' }),
  requestsPerMinute: z.number().int().positive(),
  maxQueryCost: z.number().int().positive(),
  createdAt: dateTime,
  createdBy: id.nullable().meta({ description: 'The admin who issued it (null once that account is gone)' }),
  lastUsedAt: dateTime.nullable().meta({ description: 'Updated at most once a minute; null if never used' }),
  revokedAt: dateTime.nullable(),
  active: z.boolean().meta({ description: 'Not revoked' }),
});

export const issuedPartnerKeyJson = z.object({
  partnerKey: partnerKeyJson,
  secret: z.string().meta({ description: 'The key itself (`cbk_<8>_<32>`): in this answer only, never again' }),
  warning: z.string(),
});
