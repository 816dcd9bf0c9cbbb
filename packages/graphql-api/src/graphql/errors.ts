import { runUseCase, type AppError, type RequestContext, type UseCase } from '@cobuy/application';
import { GraphQLError } from 'graphql';
import { HTTP_STATUS_BY_CODE } from '../http/error-status.js';

/** The GraphQL side of the error mapping: same code, fields and details as REST, in `extensions`. */
export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      status: HTTP_STATUS_BY_CODE[error.code],
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  });
}

/** Runs one use case for a resolver and throws its typed error as a GraphQL error. */
export async function resolveUseCase<I, O>(useCase: UseCase<I, O>, ctx: RequestContext, input: unknown): Promise<O> {
  const result = await runUseCase(useCase, ctx, input);
  if (!result.ok) throw toGraphQLError(result.error);
  return result.value;
}
