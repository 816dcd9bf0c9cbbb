import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * What one GraphQL operation may ask for, over HTTP and WebSocket alike (docs/api.md). The web app's
 * largest operation (the project page) has depth 4, 112 tokens, cost 143, no aliases and no directives;
 * test/graphql-limits.test.ts checks every committed web operation against these numbers.
 */
export const GRAPHQL_LIMITS = {
  /** Nested fields; fragments add no level of their own. */
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 20,
  /** Lexical tokens of the document (names, punctuation, values), counted while parsing. */
  maxTokens: 1000,
  /**
   * GraphQL Armor's cost: 1 a scalar field, 2 an object field, children weighted 1.5 per level. Each
   * fragment is walked once and its cost remembered, so validating stays linear in the document however
   * often it is spread; every spread still adds that cost, which is what refuses fragment bombs.
   */
  maxCost: 1000,
} as const;

/** Armor's rules throw by default; reporting to the context lets graphql-js return them as validation errors. */
const report = (context: ValidationContext | null, error: GraphQLError): void => {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
};
const armor = { propagateOnRejection: false, onReject: [report] };

/** The cost rule with another ceiling (a partner key's own, at most `GRAPHQL_LIMITS.maxCost`). */
export const costRule = (maxCost: number): ValidationRule =>
  costLimitRule({ ...armor, maxCost, flattenFragments: true });

export interface GraphQLRequestLimits {
  readonly parseOptions: ParseOptions;
  readonly validationRules: readonly ValidationRule[];
  /** Without "Did you mean …" suggestions in production, which would spell out the schema. */
  readonly validationOptions: { readonly hideSuggestions: boolean };
}

/**
 * The parser token limit and the validation rules both transports apply (graphql-ws does not run Apollo's
 * rules, so transport.ts applies these itself). Introspection is refused in production.
 */
export function graphqlRequestLimits(options: { production: boolean }): GraphQLRequestLimits {
  const limits = GRAPHQL_LIMITS;
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [
      maxDepthRule({ ...armor, n: limits.maxDepth, flattenFragments: true }),
      maxAliasesRule({ ...armor, n: limits.maxAliases }),
      maxDirectivesRule({ ...armor, n: limits.maxDirectives }),
      costRule(limits.maxCost),
      ...(options.production ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    validationOptions: { hideSuggestions: options.production },
  };
}
