import {
  APPLICATION_STATUSES,
  COMMITMENT_OUTCOMES,
  COMMITMENT_STAGES,
  COMMITMENT_STEP_STATES,
  CURRENCY_CODES,
  INVESTMENT_STATUSES,
  PAYOUT_METHODS,
  UNIT_STATUSES,
  type CurrencyCode,
} from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id, money, percent, signedMoney } from './response.schemas.js';

/**
 * The investing answers of the REST facade (presenters/investing.presenter.ts), as zod schemas for the OpenAPI
 * document. `defineRoute` checks each against its presenter's return type; tests parse real answers with them.
 */

const paymentInstructionsJson = z
  .object({
    amount: money,
    reference: z.string().meta({ description: 'Quote it with the transfer' }),
    dueAt: dateTime.meta({ description: 'The end of the 7-day payment window' }),
    method: z.string(),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    swiftCode: z.string(),
    branch: z.string(),
  })
  .meta({ description: 'Present while the record waits for payment (awaiting_payment)' });

const currencyCode = z.enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]]);

const payoutJson = z
  .object({
    id,
    amount: money.meta({ description: 'USD paid; at most the value returned' }),
    method: z.enum(PAYOUT_METHODS),
    methodLabel: z.string(),
    reference: z.string().meta({ description: "The bank's or operator's reference of the transfer" }),
    paidOn: z.iso.date().meta({ description: 'The day it was paid, in Accra (YYYY-MM-DD)' }),
    recordedAt: dateTime,
  })
  .meta({ description: 'The payout of a sold position, once an admin recorded it' });

const commitmentStage = z
  .enum(COMMITMENT_STAGES)
  .meta({ description: 'Interest → Approved → KYC → Payment → Active → Sold → Paid out' });

export const applicationJson = z.object({
  id,
  userId: id,
  projectId: id,
  projectTitle: z.string(),
  unitId: id.nullable(),
  unitNumber: z.string().nullable(),
  unitType: z.string().nullable(),
  interestAmount: money,
  currency: currencyCode.meta({ description: 'The currency the investor was viewing; the amount itself is USD' }),
  contactPreference: z.enum(['email', 'phone', 'whatsapp']),
  contactInfo: z.string(),
  message: z.string().nullable(),
  interestType: z.enum(['unit', 'multiple_units']),
  unitsRequested: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  progress: z.number().int().meta({ description: 'The progress bar, 0 to 100' }),
  createdAt: dateTime,
  updatedAt: dateTime,
  approvedAt: dateTime.nullable(),
  paymentMethod: z.string().nullable(),
  paymentAmount: money.nullable(),
  paymentReference: z.string().nullable(),
  paymentDueAt: dateTime.nullable(),
  paymentConfirmedAt: dateTime.nullable(),
  kycRequired: z.boolean().meta({ description: "True until the investor's KYC is approved and valid" }),
  kycStatus: z.enum(['approved', 'pending', 'rejected', 'not_started']),
  adminNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  investmentId: id.nullable().meta({ description: 'The investment opened for it (from awaiting_payment on)' }),
  paymentInstructions: paymentInstructionsJson.nullable(),
});

export const investmentJson = z.object({
  id,
  userId: id,
  projectId: id,
  projectTitle: z.string(),
  unitId: id,
  unitNumber: z.string(),
  unitPrice: money,
  applicationId: id.nullable(),
  amount: money,
  ownershipPercentage: percent.meta({ description: 'amount / unit price × 100, computed by the server' }),
  currentValue: money.meta({ description: 'amount + profitShare' }),
  profitShare: signedMoney,
  status: z.enum(INVESTMENT_STATUSES),
  statusLabel: z.string(),
  progress: z.number().int().meta({ description: "The commitment's progress, the same as its application's" }),
  paymentMethod: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentDueAt: dateTime.nullable().meta({ description: 'When the current window (KYC or payment) ends' }),
  paymentConfirmedAt: dateTime.nullable(),
  cancelledAt: dateTime.nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: dateTime,
  paymentInstructions: paymentInstructionsJson.nullable(),
  stage: commitmentStage.nullable().meta({ description: "The commitment's stage; null when cancelled before any" }),
  stageLabel: z.string().meta({ description: "The commitment's status as the investor's dashboard words it" }),
  soldAt: dateTime.nullable().meta({ description: 'When its unit was sold' }),
  soldPrice: money.nullable(),
  payout: payoutJson.nullable(),
  userName: z.string().meta({ description: "The investor's first and last name" }),
  userEmail: z.string(),
});

export const commitmentJson = z.object({
  id: z.string().meta({ description: "'application-12', or 'investment-5' for a direct investment" }),
  applicationId: id.nullable(),
  investmentId: id.nullable(),
  userId: id,
  projectId: id,
  projectTitle: z.string(),
  unitId: id.nullable(),
  unitNumber: z.string().nullable(),
  unitType: z.string().nullable(),
  amount: money.meta({ description: 'USD: the investment once open, else the amount of interest' }),
  currency: currencyCode,
  ownershipPercentage: percent.nullable(),
  currentValue: money.nullable(),
  profitShare: signedMoney.nullable(),
  stage: commitmentStage.nullable(),
  outcome: z.enum(COMMITMENT_OUTCOMES).nullable().meta({ description: 'Set once it goes no further' }),
  stageLabel: z.string(),
  progress: z.number().int().meta({ description: 'The one progress definition, 0 to 100' }),
  direct: z.boolean().meta({ description: 'A direct investment: Interest and Approved are skipped' }),
  steps: z.array(
    z.object({ stage: z.enum(COMMITMENT_STAGES), label: z.string(), state: z.enum(COMMITMENT_STEP_STATES) }),
  ),
  phase: z.enum(['in_progress', 'active', 'completed', 'closed']),
  kycStatus: z.enum(['approved', 'pending', 'rejected', 'not_started']),
  kycActionRequired: z.boolean(),
  paymentInstructions: paymentInstructionsJson.nullable(),
  canWithdraw: z.boolean().meta({ description: 'POST /api/commitments/{id}/withdraw is allowed' }),
  withdrawLabel: z.enum(['Withdraw', 'Cancel']),
  closedReason: z.string().nullable(),
  sale: z.object({ soldAt: dateTime, soldPrice: money }).nullable(),
  payout: payoutJson.nullable(),
  createdAt: dateTime,
});

export const paymentConfirmationJson = z.object({
  alreadyConfirmed: z.boolean().meta({ description: 'True when this call found it confirmed and changed nothing' }),
  message: z.string(),
  investment: investmentJson,
});

export const portfolioJson = z.object({
  summary: z.object({
    totalInvested: money,
    currentValue: money,
    profitReceived: signedMoney,
    activePositions: z.number().int(),
    byProject: z.array(z.object({ projectId: id, projectTitle: z.string(), invested: money, currentValue: money })),
  }),
  investments: z.array(investmentJson),
  applications: z.array(applicationJson),
  commitments: z.array(commitmentJson).meta({
    description: 'Each commitment once: in progress (payment due first), active, completed, closed',
  }),
});

export const unitSaleJson = z.object({
  alreadySold: z.boolean().meta({
    description: 'True when the unit was already sold with these figures: the recorded sale, nothing done again',
  }),
  unitId: id,
  status: z.enum(UNIT_STATUSES),
  currentInvestment: money,
  soldPrice: money,
  sellingCosts: money.nullable().meta({
    description: 'What the admin entered as selling costs; null for a sale recorded before they were',
  }),
  profitGenerated: signedMoney.meta({ description: 'soldPrice − the unit price − sellingCosts; negative is a loss' }),
  distributedTotal: signedMoney.meta({
    description: 'profitGenerated × funded / price, rounded once; the shares add up to it',
  }),
  developerShare: signedMoney.meta({ description: 'What the unfunded part earned (or lost)' }),
  shares: z.array(z.object({ investmentId: id, userId: id, profitShare: signedMoney, currentValue: money })),
});

export const unitFundingJson = z.object({
  unitId: id,
  status: z.enum(UNIT_STATUSES),
  currentInvestment: money.meta({ description: 'Confirmed funding: the sum of active and completed investments' }),
  fundingOverride: z
    .enum(['available', 'partially_funded', 'fully_funded'])
    .nullable()
    .meta({ description: 'A status set by hand, until the next confirmed payment on the unit' }),
});
