import type { KycDocumentKind, KycReading, KycRiskLevel } from '@cobuy/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfoType } from '../paging.types.js';
import {
  AmlCheckStatusEnum,
  AmlResultEnum,
  EmploymentStatusEnum,
  KycCountryEnum,
  KycDocumentKindEnum,
  KycDocumentTypeEnum,
  KycNationalityEnum,
  KycRiskLevelEnum,
  KycStatusEnum,
  ProofOfAddressTypeEnum,
  SourceOfFundsEnum,
} from '../enums.js';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('KycState', {
  simpleResolvers: true,
  description: "The signed-in investor's identity verification, as their screens show it.",
})
export class KycStateType {
  @Field(() => KycStatusEnum) status!: KycReading;
  @Field({ description: 'Whether a submission (first, resubmission or renewal) is accepted now.' })
  canSubmit!: boolean;
  @Field(() => DateTimeScalar, { nullable: true }) submittedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) approvedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'approvedAt + 2 years' }) expiresAt!: string | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => String, { nullable: true, description: "The reviewer's request when more information is needed." })
  reviewNotes!: string | null;
}

@ObjectType('AmlSubject', { description: 'Who was screened: the name, date of birth and nationality submitted.' })
export class AmlSubjectType {
  @Field() fullName!: string;
  @Field() dateOfBirth!: string;
  @Field(() => KycNationalityEnum) nationality!: string;
}

@ObjectType('AmlMatchedEntity', { description: "An entity of the screening service's lists resembling the subject." })
export class AmlMatchedEntityType {
  @Field({ description: "The service's id (e.g. an OpenSanctions id)." }) id!: string;
  @Field() caption!: string;
  @Field(() => Float, { description: '0 to 1' }) score!: number;
  @Field({ description: 'Whether the service itself calls it a match.' }) match!: boolean;
  @Field(() => [String], { description: 'sanction, role.pep, …' }) topics!: string[];
  @Field(() => [String]) datasets!: string[];
  @Field(() => [String]) birthDates!: string[];
  @Field(() => [String]) countries!: string[];
}

@ObjectType('AmlCheck', {
  description: 'The sanctions and PEP screening of a KYC submission (admins only; docs/kyc.md, "AML screening").',
})
export class AmlCheckType {
  @Field(() => Int) id!: number;
  @Field(() => Int) kycId!: number;
  @Field(() => AmlCheckStatusEnum) status!: string;
  @Field(() => DateTimeScalar, { description: 'The submission screened.' }) submittedAt!: string;
  @Field(() => AmlSubjectType) subject!: AmlSubjectType;
  @Field(() => AmlResultEnum, { nullable: true }) sanctionsResult!: string | null;
  @Field(() => AmlResultEnum, { nullable: true }) pepResult!: string | null;
  @Field(() => Float, { nullable: true, description: 'The best score among the entities, 0 to 1.' })
  riskScore!: number | null;
  @Field(() => KycRiskLevelEnum, { nullable: true }) riskLevel!: string | null;
  @Field(() => [String], { description: 'sanctions_match, pep_match, watchlist_match' }) riskFactors!: string[];
  @Field(() => [AmlMatchedEntityType], { description: 'The possible matches, best first.' })
  matches!: AmlMatchedEntityType[];
  @Field(() => String, { nullable: true }) provider!: string | null;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (the check stays pending).' })
  lastError!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) nextAttemptAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) screenedAt!: string | null;
  @Field(() => Int, { nullable: true }) reviewedBy!: number | null;
  @Field(() => String, { nullable: true }) reviewNotes!: string | null;
}

@ObjectType('KycPendingItem', { description: 'One verification in the review queue.' })
export class KycPendingItemType {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field() fullName!: string;
  @Field() username!: string;
  @Field() email!: string;
  @Field() phoneNumber!: string;
  @Field(() => KycNationalityEnum) nationality!: string;
  @Field(() => KycDocumentTypeEnum) documentType!: string;
  @Field(() => KycStatusEnum) status!: KycReading;
  @Field(() => DateTimeScalar, { nullable: true }) submittedAt!: string | null;
  @Field(() => KycRiskLevelEnum) riskLevel!: KycRiskLevel;
  @Field(() => [String], { description: 'politically_exposed, high_risk_country, screening_match' })
  riskFlags!: string[];
  @Field(() => AmlCheckType, {
    nullable: true,
    description: 'The AML screening of the current submission; null when none was made (screening not configured).',
  })
  screening!: AmlCheckType | null;
}

@ObjectType('KycDocument', { description: 'A document of a verification; fetch `url` with the bearer token.' })
export class KycDocumentType {
  @Field(() => KycDocumentKindEnum) kind!: KycDocumentKind;
  @Field() contentType!: string;
  @Field(() => Int) byteSize!: number;
  @Field() url!: string;
}

@ObjectType('KycReview', { description: 'A whole verification, as a reviewer sees it.' })
export class KycReviewType extends KycPendingItemType {
  @Field() dateOfBirth!: string;
  @Field() address!: string;
  @Field() city!: string;
  @Field() postalCode!: string;
  @Field(() => KycCountryEnum) country!: string;
  @Field() documentNumber!: string;
  @Field() documentExpiryDate!: string;
  @Field(() => ProofOfAddressTypeEnum) proofOfAddressType!: string;
  @Field() proofOfAddressDate!: string;
  @Field(() => SourceOfFundsEnum) sourceOfFunds!: string;
  @Field(() => String, { nullable: true }) sourceOfFundsDetails!: string | null;
  @Field(() => EmploymentStatusEnum) employmentStatus!: string;
  @Field(() => String, { nullable: true }) occupation!: string | null;
  @Field(() => String, { nullable: true, description: 'Whole US dollars' }) annualIncome!: string | null;
  @Field() isPoliticallyExposed!: boolean;
  @Field(() => String, { nullable: true }) politicalExposureDetails!: string | null;
  @Field() isHighRiskCountry!: boolean;
  @Field(() => DateTimeScalar, { nullable: true }) reviewedAt!: string | null;
  @Field(() => String, { nullable: true }) reviewNotes!: string | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) approvedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) expiresAt!: string | null;
  @Field(() => [KycDocumentType]) documents!: KycDocumentType[];
}

@ObjectType('PlatformFeatures', { description: 'How the platform is set up, as far as visitors may be told.' })
export class PlatformFeaturesType {
  @Field({
    description:
      'Whether KYC submissions are screened against sanctions and PEP lists (a screening service is configured).',
  })
  amlScreening!: boolean;
}

@InputType('KycQueueFilter', { description: "The KYC review queue's filters; every one is optional." })
export class KycQueueFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'all (default: pending and under_review), pending, under_review.',
  })
  status?: string | null;
  @Field(() => String, { nullable: true, description: 'Submitted on or after this day, YYYY-MM-DD (UTC).' })
  submittedFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'Submitted on or before this day, YYYY-MM-DD (UTC).' })
  submittedTo?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Part of the investor's full name, username or email, case-insensitively.",
  })
  search?: string | null;
}

@ObjectType('KycQueueEdge', { simpleResolvers: true })
export class KycQueueEdgeType {
  @Field(() => KycPendingItemType) node!: KycPendingItemType;
  @Field(() => String, { description: 'Continues the queue after this verification (`after`).' }) cursor!: string;
}

@ObjectType('KycQueueConnection', {
  description: 'A page of the KYC review queue, oldest submission first, then by id (docs/api.md, "Lists that page").',
})
export class KycQueueConnectionType {
  @Field(() => [KycPendingItemType]) nodes!: KycPendingItemType[];
  @Field(() => [KycQueueEdgeType]) edges!: KycQueueEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
