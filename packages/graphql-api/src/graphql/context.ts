import type { PartnerPrincipal, RequestContext } from '@cobuy/application';
import type { AppServices } from '../composition-root.js';
import { createLoaders, type Loaders } from './loaders.js';
import { SentAnswer } from './sent-answer.js';

/** What every resolver receives: the request context, the services and this request's DataLoaders. */
export interface GraphQLContext {
  readonly request: RequestContext & { token: string | null };
  readonly services: AppServices;
  readonly loaders: Loaders;
  /** The partner whose API key made the request (docs/partners.md); then `request.actor` is null. */
  readonly partner: PartnerPrincipal | null;
  /** The answer, emptied once an HTTP response has carried it (sent-answer.ts). */
  readonly answer: SentAnswer;
}

export function createGraphQLContext(
  request: RequestContext & { token: string | null },
  services: AppServices,
  partner: PartnerPrincipal | null = null,
): GraphQLContext {
  return { request, services, loaders: createLoaders(services), partner, answer: new SentAnswer() };
}
