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

/**
 * Runs one use case for a resolver and throws its typed error as a GraphQL error. `argumentNames` renames the
 * use case's input fields in a field error to the GraphQL arguments that carried them (a list's `limit` and
 * `cursor` are `first` and `after` in GraphQL).
 */
export async function resolveUseCase<I, O>(
  useCase: UseCase<I, O>,
  ctx: RequestContext,
  input: unknown,
  argumentNames?: Readonly<Record<string, string>>,
): Promise<O> {
  const result = await runUseCase(useCase, ctx, input);
  if (!result.ok) throw toGraphQLError(argumentNames ? renamedFields(result.error, argumentNames) : result.error);
  return result.value;
}

function renamedFields(error: AppError, names: Readonly<Record<string, string>>): AppError {
  if (!error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, why]) => [names[field] ?? field, why]));
  return { ...error, fields };
}
