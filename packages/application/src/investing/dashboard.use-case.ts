import { ok, summarisePortfolio, type PortfolioSummary, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import type { InvestingDeps } from './investing.deps.js';
import { applicationViewOf, investmentViewOf, type ApplicationView, type InvestmentView } from './investing-views.js';
import { commitmentsOf, type CommitmentView } from './commitment-views.js';
import { userIdInput, type UserIdInput } from '../shared/input-schemas.js';

export interface InvestorPortfolio {
  readonly summary: PortfolioSummary;
  readonly investments: readonly InvestmentView[];
  readonly applications: readonly ApplicationView[];
  /**
   * The same records as the investor lives them: each commitment once (an application with its investment, or
   * a direct investment), with its stage, payment box, the one way to back out, the sale and the payout.
   */
  readonly commitments: readonly CommitmentView[];
}

/**
 * The investor dashboard's positions: figures, investments, applications and the commitments they make up, read
 * in one read-only snapshot so they agree with each other (an approval committed between the reads shows in all
 * or in none; three statements whatever the number of rows: investments with their sales and payouts,
 * applications, the investor's KYC for a direct investment's "Action Required"). The KYC card and goals come
 * from their own use cases; the GraphQL dashboard query asks for all of them at once.
 */
export class GetInvestorPortfolio implements UseCase<UserIdInput, InvestorPortfolio> {
  readonly name = 'investing.portfolio';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  readonly adminMayActForOthers = true;
  constructor(private readonly deps: InvestingDeps) {}

  async execute(ctx: RequestContext, input: UserIdInput): Promise<Result<InvestorPortfolio, AppError>> {
    const now = ctx.clock.now();
    const [investments, applications, kyc] = await this.deps.uow.read(
      async (store) =>
        [
          await store.investments.listByUser(input.userId),
          await store.applications.listByUser(input.userId),
          await store.kyc.findByUser(input.userId),
        ] as const,
    );
    const bank = this.deps.paymentDetails;
    return ok(
      new LazyViewsPortfolio(
        summarisePortfolio(investments),
        commitmentsOf(applications, investments, kyc, bank, now),
        () => investments.map((i) => investmentViewOf(i, bank)),
        () => applications.map((a) => applicationViewOf(a, bank, now)),
      ),
    );
  }
}

/**
 * The portfolio with its investment and application views worked out when first read: the web's dashboard asks
 * only for the summary and the commitments (made from the same records). A class, so that the getters live once
 * on its prototype: getters in an object literal are made anew for every answer, and V8 makes such accessors in
 * its old generation, from where they kept every record of the dashboard alive through each young collection
 * until the next full one (docs/performance.md, "Session 9").
 */
class LazyViewsPortfolio implements InvestorPortfolio {
  #investments: readonly InvestmentView[] | undefined;
  #applications: readonly ApplicationView[] | undefined;
  readonly #investmentViews: () => readonly InvestmentView[];
  readonly #applicationViews: () => readonly ApplicationView[];

  constructor(
    readonly summary: PortfolioSummary,
    readonly commitments: readonly CommitmentView[],
    investmentViews: () => readonly InvestmentView[],
    applicationViews: () => readonly ApplicationView[],
  ) {
    this.#investmentViews = investmentViews;
    this.#applicationViews = applicationViews;
  }

  get investments(): readonly InvestmentView[] {
    return (this.#investments ??= this.#investmentViews());
  }

  get applications(): readonly ApplicationView[] {
    return (this.#applications ??= this.#applicationViews());
  }
}
