import type { KycDocumentKind, KycReading, KycRiskLevel } from '@cobuy/domain';
import { Field, Int, ObjectType } from 'type-graphql';
import {
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

@ObjectType('KycState', { description: "The signed-in investor's identity verification, as their screens show it." })
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
  @Field(() => [String], { description: 'politically_exposed, high_risk_country' }) riskFlags!: string[];
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
