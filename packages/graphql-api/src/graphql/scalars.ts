import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/**
 * Money and Percent travel as decimal strings. On input they accept a string or a number and pass it on
 * unchanged: the use case validates it (exactness, decimals, sign) and answers with a field error, the
 * same as the REST facade does, instead of a generic scalar failure.
 */
function decimalScalar(name: string, description: string): GraphQLScalarType {
  const accept = (value: unknown): string | number => {
    if (typeof value === 'string' || typeof value === 'number') return value;
    throw new GraphQLError(`${name} must be a decimal string or a number`);
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => {
      if (typeof value === 'string') return value;
      if (value && typeof value === 'object' && 'toString' in value) return String(value);
      throw new GraphQLError(`${name} cannot represent ${typeof value}`);
    },
    parseValue: accept,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind === Kind.STRING) return ast.value;
      if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
      throw new GraphQLError(`${name} must be a decimal string or a number`);
    },
  });
}

export const MoneyScalar = decimalScalar(
  'Money',
  'Decimal amount as a string with exactly two decimals, e.g. "25000.00". USD unless the field says otherwise. ' +
    'A sale\'s profit, its shares and a profit received are negative ("-1200.00") when the sale made a loss.',
);
export const PercentScalar = decimalScalar(
  'Percent',
  'Percentage as a decimal string with two decimals, e.g. "18.50".',
);

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO-8601 date-time string.',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
    throw new GraphQLError('DateTime cannot represent this value');
  },
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
    return date;
  },
});
