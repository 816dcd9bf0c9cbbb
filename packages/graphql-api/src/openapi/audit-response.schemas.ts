import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/**
 * The audit answers of the REST facade (presenters/audit.presenter.ts), as zod schemas for the OpenAPI
 * document. `defineRoute` checks each against its presenter's return type; tests parse real answers with them.
 */

const auditPersonJson = z.object({
  id,
  name: z.string().meta({ description: 'First and last name (the username when both are blank)' }),
  email: z.string(),
});

const auditChangeJson = z.object({
  field: z.string().meta({ description: 'The key that changed; empty when the whole value changed' }),
  before: z.string().nullable().meta({ description: 'As text (JSON for nested values); null when absent' }),
  after: z.string().nullable(),
  beforeUser: auditPersonJson.nullable().meta({
    description:
      "Who `before` is, when the field holds a user's id (paymentConfirmedBy, approvedBy, reviewedBy, createdBy, " +
      'userId) and that user exists; null otherwise',
  }),
  afterUser: auditPersonJson.nullable().meta({ description: 'As `beforeUser`, for `after`' }),
});

const auditRecordJson = z.object({
  id: z.string().regex(/^\d+$/).meta({ description: 'The record id (a 64-bit integer, as digits)' }),
  at: dateTime,
  actorId: id.nullable().meta({ description: 'Null when the platform acted by itself (expiry, reminders)' }),
  actorName: z.string().meta({ description: "The actor's name, or 'System'" }),
  actorEmail: z.string().nullable(),
  action: z.string().meta({ description: 'What happened, e.g. `application.approved`, `unit.sold`' }),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().meta({ description: 'The record before the change, as stored (null for a creation)' }),
  after: z.unknown().meta({ description: 'The record after the change, as stored' }),
  changes: z.array(auditChangeJson).meta({ description: 'Only the keys that differ between before and after' }),
  correlationId: z.string().meta({ description: 'Shared by every record one request or job wrote' }),
});

export const auditPageJson = z.object({
  records: z.array(auditRecordJson),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null on the last one' }),
});
