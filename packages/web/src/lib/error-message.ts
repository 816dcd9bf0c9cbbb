import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * A message to show for a failed request: the server's own message when it sent one, otherwise
 * `fallback (<status>)` for an HTTP failure (investor spec §8), otherwise the error's message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]?.message;
    return first || fallback;
  }
  if (ServerError.is(error)) {
    const body = parseMessage(error.bodyText);
    return body ?? `${fallback} (${error.statusCode})`;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function parseMessage(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as { message?: unknown; errors?: Array<{ message?: unknown }> };
      if (typeof record.message === 'string' && record.message) return record.message;
      const first = record.errors?.[0]?.message;
      if (typeof first === 'string' && first) return first;
    }
  } catch {
    // Not JSON: no message of the server's own.
  }
  return undefined;
}
