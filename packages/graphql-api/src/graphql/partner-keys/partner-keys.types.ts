import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('PartnerKey', { description: 'A partner API key as the Partners tab lists it; never the key itself.' })
export class PartnerKeyType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'The public part of the key: cbk_<prefix>_…' }) prefix!: string;
  @Field(() => Int) requestsPerMinute!: number;
  @Field(() => Int) maxQueryCost!: number;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => Int, { nullable: true, description: 'The admin who issued it (null once that account is gone).' })
  createdBy!: number | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'Updated at most once a minute.' })
  lastUsedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) revokedAt!: string | null;
  @Field(() => Boolean, { description: 'Not revoked.' }) active!: boolean;
}

@ObjectType('IssuedPartnerKey')
export class IssuedPartnerKeyType {
  @Field(() => PartnerKeyType) partnerKey!: PartnerKeyType;
  @Field(() => String, { description: 'The key itself: in this answer only, never shown again.' }) secret!: string;
  @Field(() => String) warning!: string;
}

@InputType('IssuePartnerKeyInput')
export class IssuePartnerKeyInputType {
  @Field(() => String, { description: '3 to 80 characters, unique among active keys.' }) name!: string;
  @Field(() => Int, { nullable: true, description: '1 to 600; 60 when null.' }) requestsPerMinute?: number | null;
  @Field(() => Int, { nullable: true, description: '50 to 1000; 1000 when null.' }) maxQueryCost?: number | null;
}
