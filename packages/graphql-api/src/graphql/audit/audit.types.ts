import { AUDIT_ENTITIES, type AuditEntity } from '@cobuy/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

/** The domain's list of audited entities (its values are already GraphQL names). */
const AuditEntityEnum = Object.fromEntries(AUDIT_ENTITIES.map((e) => [e, e])) as Record<AuditEntity, AuditEntity>;
registerEnumType(AuditEntityEnum, {
  name: 'AuditEntity',
  description: 'The kinds of record the audit trail speaks about.',
});

@ObjectType('AuditPerson', { description: 'A user named by a value of an audit record.' })
export class AuditPersonType {
  @Field(() => Int) id!: number;
  @Field({ description: 'First and last name (the username when both are blank).' }) name!: string;
  @Field() email!: string;
}

@ObjectType('AuditChange', { description: 'One key that differs between a record before and after a change.' })
export class AuditChangeType {
  @Field({ description: 'The key; empty when the whole value changed.' }) field!: string;
  @Field(() => String, { nullable: true, description: 'As text (JSON for nested values); null when absent.' })
  before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
  @Field(() => AuditPersonType, {
    nullable: true,
    description:
      "Who `before` is, when the field holds a user's id (paymentConfirmedBy, approvedBy, reviewedBy, createdBy, " +
      'userId) and that user exists.',
  })
  beforeUser!: AuditPersonType | null;
  @Field(() => AuditPersonType, { nullable: true, description: 'As `beforeUser`, for `after`.' })
  afterUser!: AuditPersonType | null;
}

@ObjectType('AuditRecord', { description: 'Who did what, when, to which record: before and after (append-only).' })
export class AuditRecordType {
  @Field(() => ID) id!: string;
  @Field(() => DateTimeScalar) at!: string;
  @Field(() => Int, { nullable: true, description: 'Null when the platform acted by itself.' }) actorId!: number | null;
  @Field({ description: "The actor's name, or 'System'." }) actorName!: string;
  @Field(() => String, { nullable: true }) actorEmail!: string | null;
  @Field({ description: 'What happened, e.g. application.approved, unit.sold.' }) action!: string;
  @Field({ description: 'An AuditEntity value (text, so that records of a retired kind still read).' })
  entity!: string;
  @Field() entityId!: string;
  @Field(() => String, { nullable: true, description: 'The record before the change, as JSON text.' })
  beforeJson!: string | null;
  @Field(() => String, { nullable: true, description: 'The record after the change, as JSON text.' })
  afterJson!: string | null;
  @Field(() => [AuditChangeType], { description: 'Only the keys that differ between before and after.' })
  changes!: AuditChangeType[];
  @Field({ description: 'Shared by every record one request or job wrote.' }) correlationId!: string;
}

@ObjectType('AuditRecordPage', { description: 'A page of the audit trail, newest first.' })
export class AuditRecordPageType {
  @Field(() => [AuditRecordType]) records!: AuditRecordType[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last.' })
  nextCursor!: string | null;
}

@InputType('AuditRecordFilter', { description: 'Every condition given must hold.' })
export class AuditRecordFilterInput {
  @Field(() => Int, { nullable: true }) actorId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Part of the actor's name, username or email; 'system' finds what the platform did by itself.",
  })
  actor?: string | null;
  @Field(() => AuditEntityEnum, { nullable: true }) entity?: AuditEntity | null;
  @Field(() => String, { nullable: true }) entityId?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the action name.' }) action?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A day (YYYY-MM-DD, UTC, included) or an ISO 8601 date-time with its offset.',
  })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'As `from`; a day includes all of it.' }) to?: string | null;
}
