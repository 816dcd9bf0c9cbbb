import type { Application } from '../application/application.js';
import type { ApplicationStatus } from '../application/application.machine.js';
import type { KycValidityView } from '../kyc/kyc-verification.js';
import type { KeyedPage, PageRequest } from '../shared/paging.js';

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

/** Which applications an admin list shows; every condition given must hold. */
export interface ApplicationListFilter {
  readonly statuses?: readonly ApplicationStatus[];
  /** Only this project's applications. */
  readonly projectId?: number;
  /** Part of the investor's email address or name, any case (as InvestmentListFilter.investor). */
  readonly investor?: string;
}

export interface ApplicationRepository {
  findById(id: number): Promise<ApplicationListing | null>;
  /** Reads and locks the row until the transaction ends. */
  findForUpdate(id: number): Promise<Application | null>;
  /** Newest first. */
  listByUser(userId: number, statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]>;
  /** Newest first; every status when none is given. */
  list(statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]>;
  /**
   * A page of the admin list (docs/api.md, "Lists that page"): newest first by creation time, then id, after
   * `page.after`; one statement, whatever the page or the table's size.
   */
  listPage(filter: ApplicationListFilter, page: PageRequest): Promise<KeyedPage<ApplicationListing>>;
  /** How many applications the filter keeps: one statement. */
  count(filter: ApplicationListFilter): Promise<number>;
  /**
   * The investor's open application (OPEN_APPLICATION_STATUSES) for this unit, or for this project when
   * `unitId` is null (an interest without a unit); null when there is none.
   */
  findOpen(userId: number, projectId: number, unitId: number | null): Promise<Application | null>;
  /**
   * Inserts a new application; null (and nothing stored) when the investor already has an open one for the same
   * unit, or for the same project without a unit: the database's unique indexes decide, so that parallel
   * inserts cannot both pass.
   */
  insert(application: NewApplication): Promise<Application | null>;
  /**
   * Stores the new state; false when the row no longer has `expectedStatus` (someone moved it first), or when
   * the write would give the investor a second open application for one unit (placing an interest without a
   * unit in a unit they applied for meanwhile).
   */
  save(application: Application, expectedStatus: ApplicationStatus): Promise<boolean>;
}
