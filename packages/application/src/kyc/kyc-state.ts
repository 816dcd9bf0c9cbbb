import {
  type AmlCheck,
  err,
  kycRiskFlags,
  kycRiskLevel,
  kycSubmitAllowed,
  ok,
  readKycStatus,
  type KycReading,
  type KycRiskFlag,
  type KycRiskLevel,
  type KycDocumentKind,
  type KycStatus,
  type KycVerification,
  type KycVerificationWithUser,
  type Result,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

/** An investor's verification as their screens show it. */
export interface KycState {
  readonly status: KycReading;
  /** Whether the investor may submit (or resubmit, or renew) now. */
  readonly canSubmit: boolean;
  readonly submittedAt: Date | null;
  readonly approvedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly rejectionReason: string | null;
  /** The reviewer's notes when they asked for more information (shown to the investor). */
  readonly reviewNotes: string | null;
}

export function kycStateOf(kyc: KycVerification | null, now: Date): KycState {
  const status: KycStatus = kyc?.status ?? 'not_started';
  // The machine decides, renewal guard (an approval only once expired) included (its answers, read from a table).
  const canSubmit = kycSubmitAllowed(status, now, kyc?.expiresAt ?? null);
  return {
    status: kyc ? readKycStatus(kyc, now) : 'not_started',
    canSubmit,
    submittedAt: kyc?.submittedAt ?? null,
    approvedAt: kyc?.approvedAt ?? null,
    expiresAt: kyc?.expiresAt ?? null,
    rejectionReason: kyc?.status === 'rejected' ? kyc.rejectionReason : null,
    reviewNotes: kyc?.status === 'requires_additional_info' ? kyc.reviewNotes : null,
  };
}

/** A verification as a reviewer sees it: the record, its investor, its reading and its risk. */
export interface KycReview extends KycVerificationWithUser {
  readonly reading: KycReading;
  /** The AML screening of the current submission; null when none was made (no screening service configured). */
  readonly screening: AmlCheck | null;
  readonly riskFlags: readonly KycRiskFlag[];
  readonly riskLevel: KycRiskLevel;
}

/** A document of a verification under review: its kind, type and size (the bytes are fetched separately). */
export interface KycDocumentInfo {
  readonly kind: KycDocumentKind;
  readonly contentType: string;
  readonly byteSize: number;
}

/** A verification opened for review: the record and what its documents are. */
export interface KycReviewWithDocuments extends KycReview {
  readonly documentFiles: readonly KycDocumentInfo[];
}

export function kycReviewOf(kyc: KycVerificationWithUser, now: Date, screening: AmlCheck | null): KycReview {
  const riskFlags = kycRiskFlags(kyc, screening);
  return { ...kyc, reading: readKycStatus(kyc, now), screening, riskFlags, riskLevel: kycRiskLevel(riskFlags) };
}

export const kycNotFound = (kycId: number): AppError =>
  appError('KYC.NOT_FOUND', 'KYC verification not found', { details: { kycId } });

/** A refused transition as the API answers it: a 409 naming the current state. */
export function invalidTransition(current: KycReading, action: string): AppError {
  return appError(
    'KYC.INVALID_TRANSITION',
    `A verification that is ${current.replaceAll('_', ' ')} cannot be ${action}`,
    {
      details: { currentState: current },
    },
  );
}

/** Someone else changed the record between our read and our write. */
export const changedMeanwhile = (): AppError =>
  appError('KYC.INVALID_TRANSITION', 'This verification was changed by someone else; reload it and try again');

export function okOr<T>(value: T | null, error: () => AppError): Result<T, AppError> {
  return value === null ? err(error()) : ok(value);
}
