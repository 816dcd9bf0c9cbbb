import {
  Money,
  Percentage,
  SignedMoney,
  type Application,
  type ApplicationListing,
  type ApplicationStatus,
  type ContactPreference,
  type CurrencyCode,
  type InterestType,
  type Investment,
  type InvestmentListing,
  type InvestmentStatus,
  type KycStatus,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { toPayout } from './sql-payout.repository.js';
import { toDate, toDateOrNull } from '../persistence/timestamps.js';

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const idOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const moneyOrNull = (v: unknown): Money | null => (v === null || v === undefined ? null : Money.of(String(v)));

// The database's check constraints guarantee the enumerations, hence the plain casts.

export function toApplication(r: SqlRow): Application {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    projectId: Number(r.project_id),
    unitId: idOrNull(r.unit_id),
    unitType: textOrNull(r.unit_type),
    interestAmount: Money.of(String(r.interest_amount)),
    currency: String(r.currency) as CurrencyCode,
    contactPreference: r.contact_preference as ContactPreference,
    contactInfo: String(r.contact_info),
    message: textOrNull(r.message),
    interestType: r.interest_type as InterestType,
    unitsRequested: Number(r.units_requested),
    status: r.status as ApplicationStatus,
    investmentId: idOrNull(r.investment_id),
    approvedBy: idOrNull(r.approved_by),
    approvedAt: toDateOrNull(r.approved_at),
    paymentMethod: textOrNull(r.payment_method),
    paymentReference: textOrNull(r.payment_reference),
    paymentAmount: moneyOrNull(r.payment_amount),
    paymentDueAt: toDateOrNull(r.payment_due_at),
    paymentConfirmedBy: idOrNull(r.payment_confirmed_by),
    paymentConfirmedAt: toDateOrNull(r.payment_confirmed_at),
    adminNotes: textOrNull(r.admin_notes),
    rejectionReason: textOrNull(r.rejection_reason),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

export function toApplicationListing(r: SqlRow): ApplicationListing {
  return {
    ...toApplication(r),
    projectTitle: String(r.project_title),
    unitNumber: textOrNull(r.unit_number),
    userName: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    userEmail: String(r.email),
    kyc: r.kyc_status
      ? {
          status: r.kyc_status as KycStatus,
          approvedAt: toDateOrNull(r.kyc_approved_at),
          expiresAt: toDateOrNull(r.kyc_expires_at),
        }
      : null,
  };
}

export function toInvestment(r: SqlRow): Investment {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    projectId: Number(r.project_id),
    unitId: Number(r.unit_id),
    applicationId: idOrNull(r.application_id),
    amount: Money.of(String(r.amount)),
    ownershipPercentage: Percentage.of(String(r.ownership_percentage)),
    currentValue: Money.of(String(r.current_value)),
    profitShare: SignedMoney.of(String(r.profit_share)),
    status: r.status as InvestmentStatus,
    paymentMethod: textOrNull(r.payment_method),
    paymentReference: textOrNull(r.payment_reference),
    windowEndsAt: toDateOrNull(r.window_ends_at),
    paymentConfirmedBy: idOrNull(r.payment_confirmed_by),
    paymentConfirmedAt: toDateOrNull(r.payment_confirmed_at),
    cancelledAt: toDateOrNull(r.cancelled_at),
    cancellationReason: textOrNull(r.cancellation_reason),
    createdAt: toDate(r.created_at),
  };
}

export function toInvestmentListing(r: SqlRow): InvestmentListing {
  return {
    ...toInvestment(r),
    projectTitle: String(r.project_title),
    unitNumber: String(r.unit_number),
    unitPrice: String(r.unit_price),
    applicationStatus: (textOrNull(r.application_status) as ApplicationStatus | null) ?? null,
    applicationApproved: r.application_approved === true,
    unitSoldAt: toDateOrNull(r.unit_sold_at),
    unitSoldPrice: moneyOrNull(r.unit_sold_price),
    payout:
      r.payout_id === null || r.payout_id === undefined
        ? null
        : toPayout({
            id: r.payout_id,
            investment_id: r.id,
            user_id: r.user_id,
            amount: r.payout_amount,
            method: r.payout_method,
            reference: r.payout_reference,
            paid_on: r.payout_paid_on,
            recorded_by: r.payout_recorded_by,
            recorded_at: r.payout_recorded_at,
          }),
    userName: `${String(r.first_name)} ${String(r.last_name)}`.trim(),
    userEmail: String(r.email),
  };
}
