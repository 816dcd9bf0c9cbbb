import {
  formatMoney,
  KYC_VALIDITY_YEARS,
  KYC_WINDOW_DAYS,
  PAYMENT_WINDOW_DAYS,
  UNVERIFIED_RESERVATION_LIMIT,
} from '@cobuy/domain';
import type { RuleFigures } from './assistant-messages.js';

/** KYC review time the platform promises (investor spec §9). */
export const KYC_REVIEW_BUSINESS_DAYS = '2-3';

/**
 * The platform's rules as the assistant states them: each figure is the constant the server enforces
 * (payment window, KYC validity, the reservation limit without KYC), so the answer cannot drift from the rule.
 */
export const ASSISTANT_RULE_FIGURES: RuleFigures = {
  kycReviewDays: KYC_REVIEW_BUSINESS_DAYS,
  kycValidityYears: KYC_VALIDITY_YEARS,
  paymentWindowDays: PAYMENT_WINDOW_DAYS,
  pendingKycDays: KYC_WINDOW_DAYS,
  reservationsWithoutKyc: UNVERIFIED_RESERVATION_LIMIT.count,
  reservedAmountWithoutKyc: formatMoney(UNVERIFIED_RESERVATION_LIMIT.total, 'USD', { symbol: '$' }),
};
