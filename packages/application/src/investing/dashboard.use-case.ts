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
    // The investment and application views are worked out when first read: the web's dashboard asks only for
    // the summary and the commitments (made from the same records).
    let investmentViews: readonly InvestmentView[] | undefined;
    let applicationViews: readonly ApplicationView[] | undefined;
    return ok({
      summary: summarisePortfolio(investments),
      get investments() {
        return (investmentViews ??= investments.map((i) => investmentViewOf(i, bank)));
      },
      get applications() {
        return (applicationViews ??= applications.map((a) => applicationViewOf(a, bank, now)));
      },
      commitments: commitmentsOf(applications, investments, kyc, bank, now),
    });
  }
}
