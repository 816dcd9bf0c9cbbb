import type { ApplicationRepository } from './application.repository.port.js';
import type { AuditLog } from './audit-log.port.js';
import type { InvestmentRepository } from './investment.repository.port.js';
import type { KycVerificationRepository } from './kyc-verification.repository.port.js';
import type { UnitRepository } from './unit.repository.port.js';

/** The repositories of the investing use cases, bound to one transaction. */
export interface InvestingStore {
  readonly applications: ApplicationRepository;
  readonly investments: InvestmentRepository;
  readonly units: UnitRepository;
  readonly kyc: KycVerificationRepository;
  readonly audit: AuditLog;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface UnitOfWork {
  run<T>(work: (store: InvestingStore) => Promise<T>): Promise<T>;
}
