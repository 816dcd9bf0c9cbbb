import type { ApolloServerPlugin } from '@apollo/server';
import { currentCorrelation } from './log.js';

/** Longest operation name kept for the request line and the metrics (a client chooses names; keep them short). */
const MAX_OPERATION_NAME = 64;

/**
 * Names the GraphQL operation of an HTTP request (the document's, or `(anonymous)`) on the request's
 * correlation, for its log line and the per-operation metrics. Only a name that resolved to an operation of
 * the document counts, so a client cannot invent label values by sending names that match nothing.
 */
export function operationNamePlugin(): ApolloServerPlugin {
  const hooks = {
    async didResolveOperation({ operationName }: { operationName?: string | null }) {
      nameOperation(operationName);
    },
  };
  return { requestDidStart: async () => hooks };
}

/** Names the request's operation on its correlation (also the known-query lane's, which skips the plugins). */
export function nameOperation(operationName: string | null | undefined): void {
  const correlation = currentCorrelation();
  if (correlation) correlation.operation = (operationName ?? '(anonymous)').slice(0, MAX_OPERATION_NAME);
}
