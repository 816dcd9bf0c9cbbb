import { ok, type PartnerKey, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { noInput, type NoInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { PartnerKeysDeps } from '../partner-keys.deps.js';

/** The Partners tab's list: every key, revoked ones too, newest first; never a key nor its hash. */
export class ListPartnerKeys implements UseCase<NoInput, PartnerKey[]> {
  readonly name = 'partnerKeys.list';
  readonly access = 'admin' as const;
  readonly input = noInput;
  constructor(private readonly deps: PartnerKeysDeps) {}

  execute(_ctx: RequestContext): Promise<Result<PartnerKey[], AppError>> {
    return this.deps.uow.run(async (store) => ok(await store.keys.listAll()));
  }
}
