import { PARTNER_KEY_LIMITS as LIMITS } from '@cobuy/domain';
import { z } from 'zod';
import { idInput } from '../shared/input-schemas.js';
import { PARTNER_KEY_MESSAGES as M } from './partner-keys-errors.js';

/** A whole number in range, given as a number or its digits (a form field); blank or absent is the default. */
const limit = (range: { min: number; max: number; default: number }, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        return range.default;
      }
      const text = typeof value === 'number' ? String(value) : value.trim();
      const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
      if (!(n >= range.min && n <= range.max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: `Optional, ${range.default} when blank; ${range.min} to ${range.max}` });

export const issuePartnerKeyInput = z.object({
  name: z
    .string({ error: M.name })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(LIMITS.name.min, M.name).max(LIMITS.name.max, M.name)),
  requestsPerMinute: limit(LIMITS.requestsPerMinute, M.requestsPerMinute),
  maxQueryCost: limit(LIMITS.maxQueryCost, M.maxQueryCost),
});
export type IssuePartnerKeyInput = z.output<typeof issuePartnerKeyInput>;

export const partnerKeyIdInput = z.object({ id: idInput });
export type PartnerKeyIdInput = z.output<typeof partnerKeyIdInput>;
