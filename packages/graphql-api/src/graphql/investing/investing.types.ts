import type { CommitmentPhase } from '@cobuy/application';
import type {
  ApplicationStatus,
  CommitmentOutcome,
  CommitmentStage,
  CommitmentStepState,
  ContactPreference,
  InterestType,
  InvestmentStatus,
  PayoutMethod,
  UnitStatus,
} from '@cobuy/domain';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import {
  ApplicationStatusEnum,
  CommitmentOutcomeEnum,
  CommitmentPhaseEnum,
  CommitmentStageEnum,
  CommitmentStepStateEnum,
  PayoutMethodEnum,
  ContactPreferenceEnum,
  InterestTypeEnum,
  InvestmentStatusEnum,
  UnitStatusEnum,
} from '../enums.js';
import { PageInfoType } from '../paging.types.js';
import { DateTimeScalar, MoneyScalar, PercentScalar } from '../scalars.js';

// GraphQL types are their own classes (conventions §7); the resolvers fill them from investing.presenter.ts,
// the shapes REST answers with too. `project` on interests and investments is a field resolver (DataLoader).

@ObjectType('PaymentInstructions', {
  simpleResolvers: true,
  description: 'What to pay, by when and where: present while payment is awaited.',
})
export class PaymentInstructionsType {
  @Field(() => MoneyScalar) amount!: string;
  @Field(() => String, { description: 'Quote it with the transfer; it identifies the investment.' }) reference!: string;
  @Field(() => DateTimeScalar, { description: 'The end of the payment window (7 days).' }) dueAt!: string;
  @Field(() => String) method!: string;
  @Field(() => String) bankName!: string;
  @Field(() => String) accountName!: string;
  @Field(() => String) accountNumber!: string;
  @Field(() => String) swiftCode!: string;
  @Field(() => String) branch!: string;
}

@ObjectType('Payout', {
  simpleResolvers: true,
  description: "The payout of a sold position's value returned, as an admin recorded it.",
})
export class PayoutType {
  @Field(() => Int) id!: number;
  @Field(() => MoneyScalar, { description: 'USD paid; at most the value returned.' }) amount!: string;
  @Field(() => PayoutMethodEnum) method!: PayoutMethod;
  @Field(() => String) methodLabel!: string;
  @Field(() => String, { description: "The transfer's reference." }) reference!: string;
  @Field(() => String, { description: 'The day it was paid, in Accra: YYYY-MM-DD.' }) paidOn!: string;
  @Field(() => DateTimeScalar) recordedAt!: string;
}

@ObjectType('ProjectInterest', {
  description: 'A project interest (application), as its investor and the admins see it.',
})
export class ProjectInterestType {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) projectTitle!: string;
  @Field(() => Int, { nullable: true, description: 'None for an interest in the project as a whole.' })
  unitId!: number | null;
  @Field(() => String, { nullable: true }) unitNumber!: string | null;
  @Field(() => String, { nullable: true }) unitType!: string | null;
  @Field(() => MoneyScalar, { description: 'USD, whatever currency the investor was viewing.' })
  interestAmount!: string;
  @Field(() => String, { description: 'The currency the investor was viewing (display only).' }) currency!: string;
  @Field(() => ContactPreferenceEnum) contactPreference!: ContactPreference;
  @Field(() => String) contactInfo!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => InterestTypeEnum) interestType!: InterestType;
  @Field(() => Int) unitsRequested!: number;
  @Field(() => ApplicationStatusEnum) status!: ApplicationStatus;
  @Field(() => String, { description: "The status as the investor's screens word it." }) statusLabel!: string;
  @Field(() => Int, { description: 'How far along the lifecycle, 0 to 100.' }) progress!: number;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) updatedAt!: string;
  @Field(() => DateTimeScalar, { nullable: true }) approvedAt!: string | null;
  @Field(() => String, { nullable: true }) paymentMethod!: string | null;
  @Field(() => MoneyScalar, { nullable: true }) paymentAmount!: string | null;
  @Field(() => String, { nullable: true }) paymentReference!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) paymentDueAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) paymentConfirmedAt!: string | null;
  @Field(() => Boolean, { description: 'True until the investor has valid (approved, unexpired) KYC.' })
  kycRequired!: boolean;
  @Field(() => String, { description: 'approved, pending, rejected or not_started.' }) kycStatus!: string;
  @Field(() => String, { nullable: true }) adminNotes!: string | null;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => String) userName!: string;
  @Field(() => String) userEmail!: string;
  @Field(() => Int, { nullable: true, description: 'The investment opened for it, once approved with valid KYC.' })
  investmentId!: number | null;
  @Field(() => PaymentInstructionsType, { nullable: true }) paymentInstructions!: PaymentInstructionsType | null;
}

@ObjectType('Investment', { description: 'An investment in one unit; ownership and value are computed by the server.' })
export class InvestmentType {
  @Field(() => Int) id!: number;
  @Field(() => Int) userId!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) projectTitle!: string;
  @Field(() => Int) unitId!: number;
  @Field(() => String) unitNumber!: string;
  @Field(() => MoneyScalar) unitPrice!: string;
  @Field(() => Int, { nullable: true, description: 'The interest it came from; none for a direct investment.' })
  applicationId!: number | null;
  @Field(() => MoneyScalar) amount!: string;
  @Field(() => PercentScalar, { description: 'amount / unit price.' }) ownershipPercentage!: string;
  @Field(() => MoneyScalar, { description: 'amount + profitShare.' }) currentValue!: string;
  @Field(() => MoneyScalar, { description: 'Its share of the profit once the unit sold; 0.00 before.' })
  profitShare!: string;
  @Field(() => InvestmentStatusEnum) status!: InvestmentStatus;
  @Field(() => String) statusLabel!: string;
  @Field(() => Int, { description: 'How far along the lifecycle, 0 to 100.' }) progress!: number;
  @Field(() => String, { nullable: true }) paymentMethod!: string | null;
  @Field(() => String, { nullable: true }) paymentReference!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'When the current payment or KYC window ends.' })
  paymentDueAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) paymentConfirmedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) cancelledAt!: string | null;
  @Field(() => String, { nullable: true }) cancellationReason!: string | null;
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => PaymentInstructionsType, { nullable: true }) paymentInstructions!: PaymentInstructionsType | null;
  @Field(() => CommitmentStageEnum, {
    nullable: true,
    description: "The stage of the commitment it belongs to (its application's when it has one).",
  })
  stage!: CommitmentStage | null;
  @Field(() => String, { description: "The commitment's status as the investor's dashboard words it." })
  stageLabel!: string;
  @Field(() => DateTimeScalar, { nullable: true, description: 'When its unit was sold.' }) soldAt!: string | null;
  @Field(() => MoneyScalar, { nullable: true }) soldPrice!: string | null;
  @Field(() => PayoutType, { nullable: true, description: 'Once an admin recorded the payout.' })
  payout!: PayoutType | null;
  @Field(() => String, { description: "The investor's first and last name." }) userName!: string;
  @Field(() => String, { description: "The investor's email address." }) userEmail!: string;
}

@ObjectType('CommitmentStep', {
  simpleResolvers: true,
  description: "One step of a commitment's stepper.",
})
export class CommitmentStepType {
  @Field(() => CommitmentStageEnum) stage!: CommitmentStage;
  @Field(() => String) label!: string;
  @Field(() => CommitmentStepStateEnum) state!: CommitmentStepState;
}

@ObjectType('CommitmentSale', {
  simpleResolvers: true,
  description: 'The sale of the unit a commitment is in.',
})
export class CommitmentSaleType {
  @Field(() => DateTimeScalar) soldAt!: string;
  @Field(() => MoneyScalar) soldPrice!: string;
}

@ObjectType('Commitment', {
  simpleResolvers: true,
  description:
    'One commitment, shown once: an application with the investment opened for it, or a direct investment. ' +
    'Its progress is the one definition the admin panel shows too.',
})
export class CommitmentType {
  @Field(() => ID, { description: "'application-12', or 'investment-5' for a direct investment." }) id!: string;
  @Field(() => Int, { nullable: true }) applicationId!: number | null;
  @Field(() => Int, { nullable: true }) investmentId!: number | null;
  @Field(() => Int) userId!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) projectTitle!: string;
  @Field(() => Int, { nullable: true }) unitId!: number | null;
  @Field(() => String, { nullable: true }) unitNumber!: string | null;
  @Field(() => String, { nullable: true }) unitType!: string | null;
  @Field(() => MoneyScalar, { description: 'USD: the investment once open, else the amount of interest.' })
  amount!: string;
  @Field(() => String, { description: 'The currency the investor chose when applying (display only).' })
  currency!: string;
  @Field(() => PercentScalar, { nullable: true }) ownershipPercentage!: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'amount + profitShare: the value returned once sold.' })
  currentValue!: string | null;
  @Field(() => MoneyScalar, { nullable: true }) profitShare!: string | null;
  @Field(() => CommitmentStageEnum, {
    nullable: true,
    description: 'Where it is; for a closed one, the furthest step it finished.',
  })
  stage!: CommitmentStage | null;
  @Field(() => CommitmentOutcomeEnum, { nullable: true }) outcome!: CommitmentOutcome | null;
  @Field(() => String) stageLabel!: string;
  @Field(() => Int, { description: '0 to 100.' }) progress!: number;
  @Field(() => Boolean, { description: 'A direct investment: Interest and Approved are skipped.' }) direct!: boolean;
  @Field(() => [CommitmentStepType]) steps!: CommitmentStepType[];
  @Field(() => CommitmentPhaseEnum) phase!: CommitmentPhase;
  @Field(() => String, { description: 'approved, pending, rejected or not_started.' }) kycStatus!: string;
  @Field(() => Boolean, { description: 'The investor must complete or resubmit KYC.' }) kycActionRequired!: boolean;
  @Field(() => PaymentInstructionsType, { nullable: true, description: 'Present while payment is due.' })
  paymentInstructions!: PaymentInstructionsType | null;
  @Field(() => Boolean, { description: 'withdrawCommitment is allowed (before payment is confirmed).' })
  canWithdraw!: boolean;
  @Field(() => String, { description: 'Withdraw (an application) or Cancel (a direct investment).' })
  withdrawLabel!: string;
  @Field(() => String, { nullable: true }) closedReason!: string | null;
  @Field(() => CommitmentSaleType, { nullable: true }) sale!: CommitmentSaleType | null;
  @Field(() => PayoutType, { nullable: true }) payout!: PayoutType | null;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('ProjectHolding', {
  simpleResolvers: true,
  description: "The investor's paid positions in one project.",
})
export class ProjectHoldingType {
  @Field(() => Int) projectId!: number;
  @Field(() => String) projectTitle!: string;
  @Field(() => MoneyScalar) invested!: string;
  @Field(() => MoneyScalar) currentValue!: string;
}

@ObjectType('PortfolioSummary', {
  simpleResolvers: true,
  description: 'The dashboard figures: only money actually paid counts.',
})
export class PortfolioSummaryType {
  @Field(() => MoneyScalar, { description: 'Active and completed positions.' }) totalInvested!: string;
  @Field(() => MoneyScalar) currentValue!: string;
  @Field(() => MoneyScalar, { description: 'Profit shares of sold units.' }) profitReceived!: string;
  @Field(() => Int, { description: 'Positions paid and not yet sold.' }) activePositions!: number;
  @Field(() => [ProjectHoldingType]) byProject!: ProjectHoldingType[];
}

@ObjectType('InvestorDashboard', {
  simpleResolvers: true,
  description: 'Everything the investor dashboard shows, in one query.',
})
export class InvestorDashboardType {
  @Field(() => PortfolioSummaryType) summary!: PortfolioSummaryType;
  @Field(() => [InvestmentType], { description: 'Newest first.' }) investments!: InvestmentType[];
  @Field(() => [ProjectInterestType], { description: 'Newest first.' }) applications!: ProjectInterestType[];
  @Field(() => [CommitmentType], {
    description: 'Each commitment once: in progress (payment due first), active, completed, closed.',
  })
  commitments!: CommitmentType[];
  // kyc and goals: field resolvers in dashboard.resolver.ts, read only when asked for.
}

@ObjectType('PaymentConfirmation', { description: 'The answer to a payment confirmation, which is idempotent.' })
export class PaymentConfirmationType {
  @Field(() => Boolean, { description: 'The payment was confirmed before: nothing changed.' })
  alreadyConfirmed!: boolean;
  @Field(() => String) message!: string;
  @Field(() => InvestmentType) investment!: InvestmentType;
}

@ObjectType('ProfitShare', { description: "One investor's share of a sold unit's profit." })
export class ProfitShareType {
  @Field(() => Int) investmentId!: number;
  @Field(() => Int) userId!: number;
  @Field(() => MoneyScalar) profitShare!: string;
  @Field(() => MoneyScalar, { description: 'amount + profitShare.' }) currentValue!: string;
}

@ObjectType('UnitSale', { description: 'A unit marked sold, with the exact shares of its profit.' })
export class UnitSaleType {
  @Field(() => Boolean, {
    description: 'The unit was already sold with these figures: this is the recorded sale, nothing was done again.',
  })
  alreadySold!: boolean;
  @Field(() => Int) unitId!: number;
  @Field(() => UnitStatusEnum) status!: UnitStatus;
  @Field(() => MoneyScalar) currentInvestment!: string;
  @Field(() => MoneyScalar) soldPrice!: string;
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The selling costs the admin entered; null for a sale recorded before they were.',
  })
  sellingCosts!: string | null;
  @Field(() => MoneyScalar, { description: 'soldPrice − the unit price − sellingCosts; negative is a loss.' })
  profitGenerated!: string;
  @Field(() => MoneyScalar, { description: 'The sum of the shares, exactly (negative for a loss).' })
  distributedTotal!: string;
  @Field(() => MoneyScalar, { description: 'What remains of the profit (or loss) for the developer.' })
  developerShare!: string;
  @Field(() => [ProfitShareType]) shares!: ProfitShareType[];
}

@ObjectType('UnitFunding', { description: "A unit's funding status after an admin set it by hand." })
export class UnitFundingType {
  @Field(() => Int) unitId!: number;
  @Field(() => UnitStatusEnum) status!: UnitStatus;
  @Field(() => MoneyScalar) currentInvestment!: string;
  @Field(() => UnitStatusEnum, {
    nullable: true,
    description: 'The hand-set status, until the next confirmed payment.',
  })
  fundingOverride!: UnitStatus | null;
}

@ObjectType('InvestmentEdge', { simpleResolvers: true })
export class InvestmentEdgeType {
  @Field(() => InvestmentType) node!: InvestmentType;
  @Field(() => String, { description: 'Continues the list after this investment (`after`).' }) cursor!: string;
}

@ObjectType('InvestmentConnection', {
  description: 'A page of the admin Investments list, newest first (docs/api.md, "Lists that page").',
})
export class InvestmentConnectionType {
  @Field(() => [InvestmentType]) nodes!: InvestmentType[];
  @Field(() => [InvestmentEdgeType]) edges!: InvestmentEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType('ProjectInterestEdge', { simpleResolvers: true })
export class ProjectInterestEdgeType {
  @Field(() => ProjectInterestType) node!: ProjectInterestType;
  @Field(() => String, { description: 'Continues the list after this interest (`after`).' }) cursor!: string;
}

@ObjectType('ProjectInterestConnection', {
  description: 'A page of the admin Interests list, newest first (docs/api.md, "Lists that page").',
})
export class ProjectInterestConnectionType {
  @Field(() => [ProjectInterestType]) nodes!: ProjectInterestType[];
  @Field(() => [ProjectInterestEdgeType]) edges!: ProjectInterestEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}
