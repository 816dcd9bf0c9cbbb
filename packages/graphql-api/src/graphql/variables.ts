import { appError } from '@cobuy/application';
import {
  coerceInputValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isLeafType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { toGraphQLError } from './errors.js';

/** Messages of graphql-js's input coercion whose words all come from the schema (never from the values). */
const MISSING_FIELD = /^Field "([^"]+)" of required type "[^"]+" was not provided\.$/;
const UNKNOWN_FIELD = /^Field "(.+)" is not defined by type "([^"]+)"\./s;
const NOT_OBJECT = /^Expected type "[^"]+" to be an object\.$/;

/**
 * Checks the operation's variables before execution and answers bad ones like any other bad input: a 400
 * with `VALIDATION.INVALID_INPUT` and `fields` (`input.password: is required`). graphql-js's own messages
 * print the value sent ("got invalid value { email: …, password: … }"), which would echo a password back,
 * so its reasons are rewritten from the schema's words only, and never suggest names.
 */
export function variablesError(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError | null {
  const fields: Record<string, string> = {};
  const values = variables ?? {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // Unknown or non-input types are refused by validation already.
    if (!type || !isInputType(type)) continue;
    const given = Object.hasOwn(values, name);
    if (!given || values[name] === null) {
      // A default stands in for a missing value, never for an explicit null.
      if (isNonNullType(type) && (given || definition.defaultValue === undefined)) fields[name] = 'is required';
      continue;
    }
    coerceInputValue(
      values[name],
      type,
      (path, _invalid, error) => {
        const { key, reason } = describe(type, name, path, error.message);
        fields[key] ??= reason;
      },
      true,
    );
  }
  if (Object.keys(fields).length === 0) return null;
  const error = toGraphQLError(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields }));
  // Apollo Server answers with this HTTP status; the extension itself is removed from the answer.
  error.extensions.http = { status: 400 };
  return error;
}

/** The reason for one coercion error, from the schema's words: never the value, never a suggestion. */
function describe(
  variableType: GraphQLInputType,
  variable: string,
  path: readonly (string | number)[],
  message: string,
): { key: string; reason: string } {
  const at = [variable, ...path].map(String);
  const missing = MISSING_FIELD.exec(message);
  if (missing) return { key: [...at, missing[1]].join('.'), reason: 'is required' };
  const unknown = UNKNOWN_FIELD.exec(message);
  if (unknown) return { key: [...at, unknown[1]].join('.'), reason: `is not a field of ${unknown[2]}` };
  const key = at.join('.');
  if (message.startsWith('Expected non-nullable type')) return { key, reason: 'is required' };
  if (NOT_OBJECT.test(message)) return { key, reason: 'must be an object' };
  // A scalar or enum refused the value (its message may quote the value, so it is not used).
  const type = typeAt(variableType, path);
  if (type && isLeafType(type)) {
    if (isEnumType(type)) return { key, reason: `must be one of the ${type.name} values` };
    return { key, reason: `must be ${/^[AEIOU]/.test(type.name) ? 'an' : 'a'} ${type.name}` };
  }
  return { key, reason: 'is invalid' };
}

/** The named type at a coercion path (field names and list indexes) inside a variable's type. */
function typeAt(type: GraphQLInputType, path: readonly (string | number)[]): GraphQLInputType | undefined {
  let current: GraphQLInputType | undefined = type;
  for (const segment of path) {
    if (!current) return undefined;
    if (isNonNullType(current)) current = current.ofType;
    if (isListType(current) && typeof segment === 'number') current = current.ofType as GraphQLInputType;
    else if (isInputObjectType(current) && typeof segment === 'string') current = current.getFields()[segment]?.type;
    else return undefined;
  }
  return current && getNamedType(current);
}
