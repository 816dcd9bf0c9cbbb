import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getNamedType,
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  locatedError,
  printSchema,
  visit,
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.js';

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type Path = readonly (string | number)[];

/**
 * How many documents keep their compiled form. An LRU with a count, not a WeakMap on Apollo's cached
 * documents: a WeakMap would be bounded only by Apollo's document store, whose size estimate counts the
 * document and not the generated code beside it. The web app sends a few dozen distinct operations.
 */
const COMPILED_QUERY_CACHE_SIZE = 500;

/** A document graphql-jit does not take: graphql-js runs it. */
const REFUSED = 'refused';

interface Compiled {
  readonly query: CompiledQuery['query'];
  readonly errors: ErrorShaper;
}

/**
 * Apollo Server's execution step, replaced through its supported gateway contract (the only way Apollo 5
 * lets a server run its own executor): Apollo still parses, validates, runs every plugin and formats every
 * error; only `execute` changes. Queries that graphql-jit can take run compiled and cached; mutations,
 * subscriptions and the documents listed in `jitRefuses` run on graphql-js as before.
 *
 * The known-query lane (known-queries.ts) runs compiled queries too, through `runQuery`, and hands an answer
 * with errors to Apollo to format (`handOver`): Apollo's executor then returns it instead of running the query
 * a second time.
 */
export class CompiledExecution {
  readonly #cacheSize: number;
  readonly #cache = new Map<DocumentNode, Map<string, Compiled | typeof REFUSED>>();
  /**
   * Answers computed ahead of Apollo, each taken once by the executor. Keyed by the context's `answer`: Apollo
   * runs each operation in a shallow copy of the context it was given, which keeps that object.
   */
  readonly #handedOver = new WeakMap<object, ExecutionResult>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly options: { readonly jit: boolean; readonly cacheSize?: number },
  ) {
    this.#cacheSize = options.cacheSize ?? COMPILED_QUERY_CACHE_SIZE;
  }

  /** Whether `runQuery` takes this operation (else graphql-js runs it); compiles it on first sight. */
  compiles(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | undefined): boolean {
    return (
      this.options.jit &&
      operation.operation === 'query' &&
      this.#compiledFor(document, operation, operationName) !== REFUSED
    );
  }

  /** A query operation run compiled (null when graphql-jit does not take it), its errors shaped as graphql-js's. */
  runQuery(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    operationName: string | undefined,
    context: GraphQLContext,
    variables: Readonly<Record<string, unknown>> | undefined,
  ): Promise<ExecutionResult> | null {
    if (!this.options.jit || operation.operation !== 'query') return null;
    const compiled = this.#compiledFor(document, operation, operationName);
    if (compiled === REFUSED) return null;
    return (async () => {
      const result = await compiled.query(undefined, context, variables ?? {});
      context.answer.keep(result);
      return result.errors ? { ...result, errors: compiled.errors(result.errors) } : result;
    })();
  }

  /** Apollo's executor returns `result` for this context's next operation instead of running it. */
  handOver(context: GraphQLContext, result: ExecutionResult): void {
    this.#handedOver.set(context.answer, result);
  }

  /** The gateway Apollo is given: its executor runs queries compiled and everything else on graphql-js. */
  gateway(): Gateway {
    const executor: Executor = async ({ document, operation, request, context }) => {
      const graphqlContext = context as GraphQLContext;
      const ahead = this.#handedOver.get(graphqlContext.answer);
      if (ahead) {
        this.#handedOver.delete(graphqlContext.answer);
        return ahead;
      }
      // No operation (an unknown operationName): graphql-js gives the error Apollo expects.
      const compiled =
        operation && this.runQuery(document, operation, request.operationName, graphqlContext, request.variables);
      if (compiled) return compiled;
      const result = await execute({
        schema: this.schema,
        document,
        contextValue: context,
        variableValues: request.variables,
        operationName: request.operationName,
      });
      graphqlContext.answer.keep(result);
      return result;
    };

    let announce: Parameters<Gateway['onSchemaLoadOrUpdate']>[0] | undefined;
    return {
      onSchemaLoadOrUpdate(callback) {
        announce = callback;
        return () => {
          announce = undefined;
        };
      },
      load: async () => {
        // The schema is fixed at start-up; Apollo derives its own data (and any schema report) from it here.
        announce?.({ apiSchema: this.schema, coreSupergraphSdl: printSchema(this.schema) });
        return { executor };
      },
      stop: async () => {
        this.#cache.clear();
      },
    };
  }

  #compiledFor(document: DocumentNode, operation: OperationDefinitionNode, operationName: string | undefined) {
    let byName = this.#cache.get(document);
    if (byName) {
      // Re-inserting marks it most recently used; Map keeps insertion order.
      this.#cache.delete(document);
      this.#cache.set(document, byName);
    } else {
      byName = new Map();
      this.#cache.set(document, byName);
      if (this.#cache.size > this.#cacheSize) this.#cache.delete(this.#cache.keys().next().value!);
    }
    const key = operationName ?? '';
    let compiled = byName.get(key);
    if (compiled === undefined) {
      compiled = compile(this.schema, document, operation, operationName);
      byName.set(key, compiled);
    }
    return compiled;
  }
}

/**
 * What graphql-jit is not given, decided from the document before anything runs (a query never runs twice):
 * `@skip`/`@include` (graphql-jit documents open issues with them in fragment spreads), variable defaults
 * (it copies them through JSON, which turns a DateTime default into a string) and introspection, which is
 * rare and large. Everything else of a query, including fragments, arguments and variables, it takes.
 */
function jitRefuses(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  if (operation.variableDefinitions?.some((definition) => definition.defaultValue !== undefined)) return true;
  let refused = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'skip' || node.name.value === 'include') {
        refused = true;
        return BREAK;
      }
      return undefined;
    },
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        refused = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return refused;
}

const MAX_INT = 2 ** 31 - 1;
const MIN_INT = -(2 ** 31);

/**
 * The built-in scalars' serializers with the common value first: a value already of the type passes as it is, and
 * anything else goes to graphql-js's own (which coerces, or throws the error graphql-js gives). A project page
 * serializes a few hundred leaves (docs/performance.md, "Session 13").
 */
const BUILT_IN_SCALARS = {
  String: (value: unknown) => (typeof value === 'string' ? value : GraphQLString.serialize(value)),
  ID: (value: unknown) => (typeof value === 'string' ? value : GraphQLID.serialize(value)),
  Boolean: (value: unknown) => (typeof value === 'boolean' ? value : GraphQLBoolean.serialize(value)),
  Int: (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value <= MAX_INT && value >= MIN_INT
      ? value
      : GraphQLInt.serialize(value),
  Float: (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : GraphQLFloat.serialize(value),
};

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  operationName: string | undefined,
): Compiled | typeof REFUSED {
  if (jitRefuses(operation, document)) return REFUSED;
  try {
    const compiled = compileQuery(schema, document, operationName, { customSerializers: BUILT_IN_SCALARS });
    if (!isCompiledQuery(compiled)) return REFUSED;
    return { query: compiled.query, errors: errorShaper(schema, document, operation) };
  } catch {
    return REFUSED;
  }
}

type ErrorShaper = (errors: readonly GraphQLError[]) => GraphQLError[];

/**
 * Gives graphql-jit's errors the shape graphql-js gives them, so that Apollo and formatGraphQLError see the
 * same thing on both paths: a graphql-js GraphQLError built by `locatedError` from the same field nodes and
 * path (graphql-jit's own error class has no `nodes`, and no `extensions` object when the cause had none),
 * with the thrown error as `originalError` (which unwrapResolverError and the INTERNAL masking rely on).
 * And, like graphql-js, one error per null that propagates: a second non-null failure inside a subtree an
 * earlier one already nulled is not reported (graphql-js stops completing that subtree at the first).
 */
function errorShaper(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ErrorShaper {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getQueryType()!;

  /** The field nodes at a response path, and the type of the value at each step of it. */
  const walk = (path: Path): { nodes: FieldNode[]; types: GraphQLOutputType[] } | undefined => {
    let nodes: FieldNode[] = [];
    let sets: SelectionSetNode[] = [operation.selectionSet];
    let parent = getNamedType(root);
    let type: GraphQLOutputType | undefined;
    const types: GraphQLOutputType[] = [];
    for (const key of path) {
      if (typeof key === 'number') {
        const list = type && isNonNullType(type) ? type.ofType : type;
        if (!list || !isListType(list)) return undefined;
        type = list.ofType as GraphQLOutputType;
      } else {
        if (!isObjectType(parent)) return undefined;
        nodes = sets.flatMap((set) => fieldsNamed(set, key, fragments));
        const field = nodes[0] && parent.getFields()[nodes[0].name.value];
        if (!field) return undefined;
        type = field.type;
        sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
        parent = getNamedType(type);
      }
      types.push(type);
    }
    return { nodes, types };
  };

  return (errors) => {
    const nulled: Path[] = [];
    const shaped: GraphQLError[] = [];
    for (const error of errors) {
      const path = error.path ?? [];
      const found = walk(path);
      if (found && found.types.length > 0 && isNonNullType(found.types[found.types.length - 1])) {
        // The nearest nullable ancestor is what this failure nulls (the whole data when there is none).
        let depth = found.types.length - 1;
        while (depth > 0 && isNonNullType(found.types[depth - 1])) depth--;
        const ancestor = path.slice(0, depth);
        if (nulled.some((done) => startsWith(ancestor, done))) continue;
        nulled.push(ancestor);
      }
      shaped.push(asGraphQLJsError(error, found?.nodes, operation));
    }
    return shaped;
  };
}

/**
 * graphql-js's own construction. A resolver's error goes through `locatedError` with what it threw (a thrown
 * non-Error becomes "Unexpected error value: …"). graphql-jit keeps no cause for the errors it raises itself:
 * graphql-js raises a null in a non-null field as an Error, and a scalar that cannot serialise throws a
 * GraphQLError (both are masked as INTERNAL; the cause is what the log shows). A variable's error carries its
 * definition as `nodes`, which is how Apollo recognises it as BAD_USER_INPUT.
 */
function asGraphQLJsError(
  error: GraphQLError,
  nodes: readonly FieldNode[] | undefined,
  operation: OperationDefinitionNode,
): GraphQLError {
  if (!error.path) {
    const name = /^Variable "\$(\w+)"/.exec(error.message)?.[1];
    const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === name);
    return new GraphQLError(error.message, { nodes: definition, originalError: error.originalError });
  }
  const cause =
    error.originalError ??
    (error.message.startsWith('Cannot return null for non-nullable field')
      ? new Error(error.message)
      : new GraphQLError(error.message));
  return locatedError(cause, nodes, error.path);
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
}

/** The fields of a selection set, fragments included, whose response key (alias or name) is `key`. */
function fieldsNamed(set: SelectionSetNode, key: string, fragments: Map<string, FragmentDefinitionNode>): FieldNode[] {
  const found: FieldNode[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if ((selection.alias ?? selection.name).value === key) found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...fieldsNamed(selection.selectionSet, key, fragments));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) found.push(...fieldsNamed(fragment.selectionSet, key, fragments));
    }
  }
  return found;
}
