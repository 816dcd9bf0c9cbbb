/** Every transition that moves money or ownership is recorded: who, when, before, after (rules §3). */
export interface AuditRecord {
  /** Null for the system (expiry job). */
  readonly actorId: number | null;
  readonly action: string;
  readonly entity: 'application' | 'investment' | 'unit' | 'kyc_verification' | 'user' | 'currency_rate';
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
  readonly correlationId: string;
}

export interface AuditLog {
  record(entry: AuditRecord): Promise<void>;
}
