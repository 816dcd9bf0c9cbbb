import type { KycVerification } from '../kyc/kyc-verification.js';
import type { KycStatus } from '../kyc/kyc.machine.js';

export interface KycVerificationRepository {
  findByUser(userId: number): Promise<KycVerification | null>;
  listByStatus(statuses: readonly KycStatus[]): Promise<KycVerification[]>;
  /** Inserts or replaces the investor's one verification; false when the stored status is not `expectedStatus`. */
  save(verification: KycVerification, expectedStatus: KycStatus | null): Promise<boolean>;
}
