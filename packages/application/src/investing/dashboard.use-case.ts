import { ok, summarisePortfolio, type PortfolioSummary, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import type { InvestingDeps } from './investing.deps.js';
import { applicationViewOf, investmentViewOf, type ApplicationView, type InvestmentView } from './investing-views.js';
import { userIdInput, type UserIdInput } from '../shared/input-schemas.js';

export interface InvestorPortfolio {
  readonly summary: PortfolioSummary;
  readonly investments: readonly InvestmentView[];
  readonly applications: readonly ApplicationView[];
}

/**
 * The investor dashboard's positions: figures, investments and applications, read in one read-only snapshot so
 * they agree with each other (an approval committed between the two reads shows in both or in neither; two
 * statements whatever the number of rows). KYC and goals come from their own use
 * cases; the GraphQL dashboard query asks for all of them at once.
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
    const [investments, applications] = await this.deps.uow.read(
      async (store) =>
        [await store.investments.listByUser(input.userId), await store.applications.listByUser(input.userId)] as const,
    );
    return ok({
      summary: summarisePortfolio(investments),
      investments: investments.map((i) => investmentViewOf(i, this.deps.paymentDetails)),
      applications: applications.map((a) => applicationViewOf(a, this.deps.paymentDetails, now)),
    });
  }
}
