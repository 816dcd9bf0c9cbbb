import { adminOverviewWindow, ok, type AdminOverview, type AdminOverviewReadModel, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import { noInput, type NoInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';

/** What the overview is built from; the composition root supplies the SQL read model. */
export interface AdminOverviewDeps {
  readonly overview: AdminOverviewReadModel;
}

/**
 * The admin panel's summary cards and chart (accounts spec §2, issue 11): active projects, pending interests,
 * confirmed investment against what the catalog needs, pending KYC, and commitments and confirmed payments per
 * UTC week for the twelve weeks ending with the current one (the window comes from the request's clock).
 * What each figure counts is decided in the domain (admin-overview.ts); see docs/admin-overview.md.
 */
export class GetAdminOverview implements UseCase<NoInput, AdminOverview> {
  readonly name = 'adminOverview.get';
  readonly access = 'admin' as const;
  readonly input = noInput;

  constructor(private readonly deps: AdminOverviewDeps) {}

  async execute(ctx: RequestContext): Promise<Result<AdminOverview, AppError>> {
    return ok(await this.deps.overview.read(adminOverviewWindow(ctx.clock.now())));
  }
}
