import type { Application } from '../application/application.js';
import type { ApplicationStatus } from '../application/application.machine.js';
import type { KycValidityView } from '../kyc/kyc-verification.js';

export type NewApplication = Omit<Application, 'id'>;

/** An application with what lists show of its project, unit and investor. */
export interface ApplicationListing extends Application {
  readonly projectTitle: string;
  readonly unitNumber: string | null;
  readonly userName: string;
  readonly userEmail: string;
  /** The investor's verification, for the KYC status the application shows. */
  readonly kyc: KycValidityView | null;
}

export interface ApplicationRepository {
  findById(id: number): Promise<ApplicationListing | null>;
  /** Reads and locks the row until the transaction ends. */
  findForUpdate(id: number): Promise<Application | null>;
  /** Newest first. */
  listByUser(userId: number, statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]>;
  /** Newest first; every status when none is given. */
  list(statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]>;
  insert(application: NewApplication): Promise<Application>;
  /** Stores the new state; false when the row no longer has `expectedStatus` (someone moved it first). */
  save(application: Application, expectedStatus: ApplicationStatus): Promise<boolean>;
}
