import { AUDIT_ENTITIES, type AuditPosition, type AuditTrailFilter } from '@cobuy/domain';
import { z } from 'zod';
import { idInput, optionalText } from '../shared/input-schemas.js';
import { decodeAuditCursor } from './audit-cursor.js';

export const AUDIT_PAGE_SIZE = { default: 50, max: 200 } as const;
export const NOT_A_CURSOR = 'is not a cursor from this list';
export const TO_BEFORE_FROM = 'must not be before from';
const NOT_A_TIME = 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone';

/** An empty query parameter (`?entity=`) means no filter, as an absent one does. */
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A bound of the date range: a calendar day (UTC; `from` is its first millisecond, `to` its last, so a range
 * of whole days includes both ends), or an exact instant with its offset (the web sends the admin's local
 * day boundaries this way).
 */
const timeBound = (edge: 'start' | 'end') =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: NOT_A_TIME })
      .max(40, NOT_A_TIME)
      .transform((text, ctx) => {
        const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
        const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
        const at = day ? new Date(`${text}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`) : new Date(text);
        // "2026-02-30" is refused rather than read as 2 March.
        if ((!day && !instant) || Number.isNaN(at.getTime()) || (day && !at.toISOString().startsWith(text))) {
          ctx.addIssue({ code: 'custom', message: NOT_A_TIME });
          return z.NEVER;
        }
        return at;
      })
      .optional(),
  );

/** The filters every view of the trail takes (the list and the CSV export). */
const filterShape = {
  actorId: z.preprocess(blankAsAbsent, idInput.optional()),
  actor: optionalText(100),
  entity: z.preprocess(
    blankAsAbsent,
    z.enum(AUDIT_ENTITIES, { error: `must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  ),
  entityId: optionalText(64),
  action: optionalText(100),
  from: timeBound('start'),
  to: timeBound('end'),
};

type FilterFields = { from?: Date; to?: Date };
const fromNotAfterTo = (input: FilterFields, ctx: z.RefinementCtx) => {
  if (input.from && input.to && input.from > input.to) {
    ctx.addIssue({ code: 'custom', message: TO_BEFORE_FROM, path: ['to'] });
  }
};

export const auditFilterInput = z.object(filterShape).superRefine(fromNotAfterTo);
export type AuditFilterInput = z.output<typeof auditFilterInput>;

const PAGE_SIZE_RANGE = `must be a whole number from 1 to ${AUDIT_PAGE_SIZE.max}`;

/** A page size: a whole number from 1 to 200, as a number or as a query-string numeral. */
const pageSize = z.preprocess(
  blankAsAbsent,
  z
    .union([z.number(), z.string()], { error: PAGE_SIZE_RANGE })
    .transform((value, ctx) => {
      const size = typeof value === 'number' ? value : /^\d{1,4}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(size) || size < 1) {
        ctx.addIssue({ code: 'custom', message: PAGE_SIZE_RANGE });
        return z.NEVER;
      }
      if (size > AUDIT_PAGE_SIZE.max) {
        ctx.addIssue({ code: 'custom', message: `must be at most ${AUDIT_PAGE_SIZE.max}` });
        return z.NEVER;
      }
      return size;
    })
    .default(AUDIT_PAGE_SIZE.default),
);

const cursor = z.preprocess(
  blankAsAbsent,
  z
    .string({ error: NOT_A_CURSOR })
    .transform((text, ctx): AuditPosition => {
      const position = decodeAuditCursor(text);
      if (!position) {
        ctx.addIssue({ code: 'custom', message: NOT_A_CURSOR });
        return z.NEVER;
      }
      return position;
    })
    .optional(),
);

export const auditPageInput = z.object({ ...filterShape, after: cursor, first: pageSize }).superRefine(fromNotAfterTo);
export type AuditPageInput = z.output<typeof auditPageInput>;

/** The port's filter from a validated input (the paging fields left out). */
export const trailFilterOf = (input: AuditFilterInput): AuditTrailFilter => ({
  actorId: input.actorId,
  actor: input.actor,
  entity: input.entity,
  entityId: input.entityId,
  action: input.action,
  from: input.from,
  to: input.to,
});
