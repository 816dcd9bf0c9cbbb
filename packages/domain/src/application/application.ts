import type { CurrencyCode } from '../money/currency.js';
import type { Money } from '../money/money.js';
import type { ApplicationStatus } from './application.machine.js';

export type ContactPreference = 'email' | 'phone' | 'whatsapp';
export type InterestType = 'unit' | 'multiple_units';

/** A project interest: one per selected unit. `interestAmount` is USD; `currency` is what the investor was viewing. */
export interface Application {
  readonly id: number;
  readonly userId: number;
  readonly projectId: number;
  readonly unitId: number | null;
  readonly unitType: string | null;
  readonly interestAmount: Money;
  readonly currency: CurrencyCode;
  readonly contactPreference: ContactPreference;
  readonly contactInfo: string;
  readonly message: string | null;
  readonly interestType: InterestType;
  readonly unitsRequested: number;
  readonly status: ApplicationStatus;
  /** Set when the application reaches awaiting_payment and its investment opens. */
  readonly investmentId: number | null;
  readonly approvedBy: number | null;
  readonly approvedAt: Date | null;
  readonly paymentMethod: string | null;
  readonly paymentReference: string | null;
  readonly paymentAmount: Money | null;
  readonly paymentDueAt: Date | null;
  readonly paymentConfirmedBy: number | null;
  readonly paymentConfirmedAt: Date | null;
  readonly adminNotes: string | null;
  readonly rejectionReason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
