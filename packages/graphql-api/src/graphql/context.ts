import type { RequestContext } from '@cobuy/application';
import type { AppServices } from '../composition-root.js';
import { createLoaders, type Loaders } from './loaders.js';

/** What every resolver receives: the request context, the services and this request's DataLoaders. */
export interface GraphQLContext {
  readonly request: RequestContext & { token: string | null };
  readonly services: AppServices;
  readonly loaders: Loaders;
}

export function createGraphQLContext(
  request: RequestContext & { token: string | null },
  services: AppServices,
): GraphQLContext {
  return { request, services, loaders: createLoaders(services) };
}
