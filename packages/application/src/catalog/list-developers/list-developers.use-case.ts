import { ok, type CatalogReadRepository, type Developer, type Result } from '@cobuy/domain';
import { type z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { noInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';

export class ListDevelopers implements UseCase<z.output<typeof noInput>, Developer[]> {
  readonly name = 'ListDevelopers';
  readonly access = 'public';
  readonly input = noInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext): Promise<Result<Developer[], AppError>> {
    return ok(await this.deps.catalog.listDevelopers());
  }
}
