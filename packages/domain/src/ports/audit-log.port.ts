/**
 * Every kind of record the audit trail speaks about. Add a name here when a new kind of change is audited:
 * the Audit tab's entity filter (REST, GraphQL, web) offers exactly this list.
 */
export const AUDIT_ENTITIES = [
  'application',
  'investment',
  'unit',
  'kyc_verification',
  'user',
  'currency_rate',
  'project_update',
  'developer',
  'project',
  'mail_settings',
  'partner_key',
  'chat_lead',
  'image',
  'content_translation',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Keys of a record's before and after whose value is a user's id (who confirmed a payment, approved an
 * application, reviewed a KYC, issued a key, …). The trail shows these as the person's name, keeping the id. A
 * new audited field that holds a user's id joins this list.
 */
export const AUDIT_USER_FIELDS: readonly string[] = [
  'paymentConfirmedBy',
  'approvedBy',
  'reviewedBy',
  'createdBy',
  'userId',
];

/** Every transition that moves money or ownership is recorded: who, when, before, after (rules §3). */
export interface AuditRecord {
  /** Null for the system (expiry job). */
  readonly actorId: number | null;
  /** A non-person actor where actorId is null: the payment provider whose verified payment caused the change. */
  readonly actorSystem?: string | null;
  readonly action: string;
  readonly entity: AuditEntity;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
  readonly correlationId: string;
}

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
}
