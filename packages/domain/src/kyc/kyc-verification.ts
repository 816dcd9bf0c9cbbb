import type { KycStatus } from './kyc.machine.js';

/** The wizard's choices (accounts spec §5). One list each; the API enums and the input schema read them. */
export const KYC_NATIONALITIES = ['gh', 'ng', 'us', 'gb', 'de', 'fr', 'other'] as const;
export const KYC_COUNTRIES = ['ghana', 'nigeria', 'usa', 'uk', 'germany', 'france'] as const;
export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'drivers_license'] as const;
export const PROOF_OF_ADDRESS_TYPES = ['utility_bill', 'bank_statement', 'rental_agreement'] as const;
export const SOURCES_OF_FUNDS = ['employment', 'business', 'investment', 'inheritance', 'other'] as const;
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'retired', 'unemployed', 'student'] as const;
/** The files of a submission; documentBack is optional, the selfie must be an image. */
export const KYC_DOCUMENT_KINDS = ['documentFront', 'documentBack', 'proofOfAddress', 'selfie'] as const;

export type KycNationality = (typeof KYC_NATIONALITIES)[number];
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** What the investor submits through the wizard (validated by the use case's input schema). */
export interface KycSubmission {
  readonly fullName: string;
  /** Calendar dates as `YYYY-MM-DD`. */
  readonly dateOfBirth: string;
  readonly nationality: KycNationality;
  readonly phoneNumber: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: (typeof KYC_COUNTRIES)[number];
  readonly documentType: KycDocumentType;
  readonly documentNumber: string;
  readonly documentExpiryDate: string;
  readonly proofOfAddressType: (typeof PROOF_OF_ADDRESS_TYPES)[number];
  readonly proofOfAddressDate: string;
  readonly sourceOfFunds: (typeof SOURCES_OF_FUNDS)[number];
  readonly sourceOfFundsDetails: string | null;
  readonly employmentStatus: (typeof EMPLOYMENT_STATUSES)[number];
  readonly occupation: string | null;
  /** Whole US dollars as a digit string, or null. */
  readonly annualIncome: string | null;
  readonly isPoliticallyExposed: boolean;
  readonly politicalExposureDetails: string | null;
}

/** One per investor. Document fields hold file-store keys, never URLs: documents are private. */
export interface KycVerification extends KycSubmission {
  readonly id: number;
  readonly userId: number;
  readonly status: KycStatus;
  readonly documents: Readonly<Partial<Record<KycDocumentKind, string>>>;
  readonly isHighRiskCountry: boolean;
  readonly verificationMethod: string | null;
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
