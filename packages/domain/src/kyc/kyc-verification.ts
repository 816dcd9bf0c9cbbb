import type { KycStatus } from './kyc.machine.js';

export type KycDocumentType = 'passport' | 'national_id' | 'drivers_license' | 'voters_id';
export type SourceOfFunds = 'employment' | 'business' | 'investment' | 'inheritance' | 'other';

/** One per investor. File fields hold file-store keys, never public URLs (documents are private). */
export interface KycVerification {
  readonly userId: number;
  readonly status: KycStatus;
  readonly fullName: string;
  readonly dateOfBirth: string;
  readonly nationality: string;
  readonly phoneNumber: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string | null;
  readonly country: string;
  readonly documentType: string;
  readonly documentNumber: string;
  readonly documentExpiryDate: string | null;
  readonly documentFrontKey: string | null;
  readonly documentBackKey: string | null;
  readonly proofOfAddressType: string | null;
  readonly proofOfAddressKey: string | null;
  readonly proofOfAddressDate: string | null;
  readonly selfieKey: string | null;
  readonly sourceOfFunds: string;
  readonly sourceOfFundsDetails: string | null;
  readonly employmentStatus: string | null;
  readonly occupation: string | null;
  readonly annualIncome: string | null;
  readonly isPoliticallyExposed: boolean;
  readonly politicalExposureDetails: string | null;
  readonly reviewedBy: number | null;
  readonly reviewNotes: string | null;
  readonly rejectionReason: string | null;
  readonly submittedAt: Date | null;
  readonly reviewedAt: Date | null;
  readonly approvedAt: Date | null;
  /** approvedAt + 2 years (kyc-validity.service). */
  readonly expiresAt: Date | null;
}

/** The part of a verification that validity rules read. */
export type KycValidityView = Pick<KycVerification, 'status' | 'approvedAt' | 'expiresAt'>;
