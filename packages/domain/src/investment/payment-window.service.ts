export const PAYMENT_WINDOW_DAYS = 7;
export const KYC_WINDOW_DAYS = 14;
export const EXPIRY_REMINDER_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the window of a waiting investment (or application in awaiting_payment) ends, counted in whole
 * 24-hour days from the moment the state was entered: no time zone or daylight saving can shift it.
 * awaiting_payment: 7 days from when payment instructions were issued; pending_kyc: 14 days from creation.
 */
export function windowEndsAt(status: 'pending_kyc' | 'awaiting_payment', enteredAt: Date): Date {
  const days = status === 'awaiting_payment' ? PAYMENT_WINDOW_DAYS : KYC_WINDOW_DAYS;
  return new Date(enteredAt.getTime() + days * DAY_MS);
}

export function paymentDueAt(instructionsIssuedAt: Date): Date {
  return windowEndsAt('awaiting_payment', instructionsIssuedAt);
}

/** The window is over at its end instant, not a millisecond later. */
export function isWindowElapsed(endsAt: Date, now: Date): boolean {
  return now.getTime() >= endsAt.getTime();
}

/** When the 'payment window about to expire' notice is due (rules §6: 24 h before). */
export function expiryReminderAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() - EXPIRY_REMINDER_HOURS * HOUR_MS);
}
