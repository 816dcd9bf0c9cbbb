import type { ApplicationStatus } from '../application/application.machine.js';
import type { Investment } from '../investment/investment.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import type { Money } from '../money/money.js';
import type { KeyedPage, PageRequest } from '../shared/paging.js';
import type { Payout } from '../payout/payout.js';
import type { NewInvestment } from '../policies/open-investment.policy.js';

/** An investment with what lists show of its project, unit and investor. */
export interface InvestmentListing extends Investment {
  readonly projectTitle: string;
  readonly unitNumber: string;
  readonly unitPrice: string;
  /** Its application's state (null for a direct investment): the commitment's progress reads it. */
  readonly applicationStatus: ApplicationStatus | null;
  /** Whether its application was approved at some point (a direct investment: false). */
  readonly applicationApproved: boolean;
  /** When and for how much its unit was sold (null until then). */
  readonly unitSoldAt: Date | null;
  readonly unitSoldPrice: Money | null;
  /** The payout of the value returned, once recorded. */
  readonly payout: Payout | null;
  /** The investor's first and last name, as the admin's payment screens show it. */
  readonly userName: string;
  readonly userEmail: string;
}

/** Which investments an admin list shows; every condition given must hold. */
export interface InvestmentListFilter {
  readonly statuses?: readonly InvestmentStatus[];
  /**
   * Part of the payment reference, letters and digits only, upper case (`7K3Q` finds `CB-7K3Q-9`): the
   * reference is compared without its dashes, so one typed from a bank statement as `cb7k3q9` is found too.
   */
  readonly paymentReference?: string;
  /** Only this project's investments. */
  readonly projectId?: number;
  /**
   * Part of the investor's email address or name (first and last name as one text), any case: `ama` finds
   * Ama Mensah and ama@example.com. A LIKE wildcard in it is matched as itself.
   */
  readonly investor?: string;
}

/** How many investments a filter keeps, and what they add up to (USD, exact). */
export interface InvestmentListSummary {
  readonly count: number;
  readonly totalAmount: Money;
}

export interface InvestmentRepository {
  findById(id: number): Promise<InvestmentListing | null>;
  /** Reads and locks the row until the transaction ends. */
  findForUpdate(id: number): Promise<Investment | null>;
  /** Newest first. */
  listByUser(userId: number, statuses?: readonly InvestmentStatus[]): Promise<InvestmentListing[]>;
  /** Every investment of the unit; call after locking the unit so the list cannot change underneath. */
  listByUnit(unitId: number): Promise<Investment[]>;
  /** Newest first; every investment when no filter is given. */
  list(filter?: InvestmentListFilter): Promise<InvestmentListing[]>;
  /**
   * A page of the admin list (docs/api.md, "Lists that page"): newest first by creation time, then id, after
   * `page.after`; one statement, whatever the page or the table's size.
   */
  listPage(filter: InvestmentListFilter, page: PageRequest): Promise<KeyedPage<InvestmentListing>>;
  /** How many investments the filter keeps and their amounts' sum: one statement. */
  summarize(filter: InvestmentListFilter): Promise<InvestmentListSummary>;
  /**
   * Waiting investments whose window ended at or before `now`, oldest first. Not locked: the expiry locks
   * each one (after its application) and checks it again before moving it.
   */
  listDueForExpiry(now: Date, limit: number): Promise<Investment[]>;
  /**
   * Marks the reminder of awaiting-payment investments whose window ends by `until` as sent and returns them;
   * each is returned once, whichever process asks (an atomic claim).
   */
  claimDueReminders(until: Date, now: Date, limit: number): Promise<Investment[]>;
  insert(investment: NewInvestment): Promise<Investment>;
  /** Stores the new state; false when the row no longer has `expectedStatus` (someone moved it first). */
  save(investment: Investment, expectedStatus: InvestmentStatus): Promise<boolean>;
}
