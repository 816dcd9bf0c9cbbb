import type { Application } from '../application/application.js';
import type { ApplicationStatus } from '../application/application.machine.js';

export type NewApplication = Omit<Application, 'id'>;

export interface ApplicationRepository {
  findById(id: number): Promise<Application | null>;
  listByUser(userId: number, statuses?: readonly ApplicationStatus[]): Promise<Application[]>;
  listByStatus(statuses: readonly ApplicationStatus[]): Promise<Application[]>;
  insert(application: NewApplication): Promise<Application>;
  /** Stores the new state; false when the row no longer has `expectedStatus` (someone moved it first). */
  save(application: Application, expectedStatus: ApplicationStatus): Promise<boolean>;
}
