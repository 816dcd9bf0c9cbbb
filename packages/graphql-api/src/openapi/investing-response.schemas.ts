import {
  APPLICATION_STATUSES,
  CURRENCY_CODES,
  INVESTMENT_STATUSES,
  UNIT_STATUSES,
  type CurrencyCode,
} from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id, money, percent } from './response.schemas.js';

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

export const applicationJson = z.object({
  id,
  userId: id,
  projectId: id,
  projectTitle: z.string(),
  unitId: id.nullable(),
  unitNumber: z.string().nullable(),
  unitType: z.string().nullable(),
  interestAmount: money,
  currency: z
    .enum(CURRENCY_CODES as readonly CurrencyCode[] as [CurrencyCode, ...CurrencyCode[]])
    .meta({ description: 'The currency the investor was viewing; the amount itself is USD' }),
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
  profitShare: money,
  status: z.enum(INVESTMENT_STATUSES),
  statusLabel: z.string(),
  progress: z.number().int(),
  paymentMethod: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentDueAt: dateTime.nullable().meta({ description: 'When the current window (KYC or payment) ends' }),
  paymentConfirmedAt: dateTime.nullable(),
  cancelledAt: dateTime.nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: dateTime,
  paymentInstructions: paymentInstructionsJson.nullable(),
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
    profitReceived: money,
    activePositions: z.number().int(),
    byProject: z.array(z.object({ projectId: id, projectTitle: z.string(), invested: money, currentValue: money })),
  }),
  investments: z.array(investmentJson),
  applications: z.array(applicationJson),
});

export const unitSaleJson = z.object({
  alreadySold: z.boolean().meta({
    description: 'True when the unit was already sold with these figures: the recorded sale, nothing done again',
  }),
  unitId: id,
  status: z.enum(UNIT_STATUSES),
  currentInvestment: money,
  distributedTotal: money.meta({
    description: 'profitGenerated × funded / price, rounded once; the shares add up to it',
  }),
  developerShare: money.meta({ description: 'What the unfunded part earned' }),
  shares: z.array(z.object({ investmentId: id, userId: id, profitShare: money, currentValue: money })),
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
