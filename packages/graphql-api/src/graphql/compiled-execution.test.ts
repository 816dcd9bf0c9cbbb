import { ApolloServer } from '@apollo/server';
import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompiledExecution } from './compiled-execution.js';
import type { GraphQLContext } from './context.js';
import { formatGraphQLError } from './transport.js';
import { logger } from '../observability/log.js';
import { SentAnswer } from './sent-answer.js';

// The real compiler, watched: the tests below check that queries do go through it, once per document.
vi.mock('graphql-jit', async (importOriginal) => {
  const original = await importOriginal<typeof import('graphql-jit')>();
  return { ...original, compileQuery: vi.fn(original.compileQuery) };
});

/**
 * One schema with every way a field can fail, run through the same Apollo setup (formatGraphQLError
 * included) with graphql-jit on and off: the answers, HTTP statuses and logged causes must be the same.
 */
const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 1));

const Item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    name: {
      type: new GraphQLNonNull(GraphQLString),
      // Items with an even id have lost their name: a null in a non-null field.
      resolve: (item: { id: number }) => later(item.id % 2 === 0 ? null : `item ${item.id}`),
    },
    note: { type: GraphQLString, resolve: () => later('a note') },
  },
});

const Money = new GraphQLScalarType({
  name: 'Money',
  serialize: (value) => {
    if (typeof value === 'string') return value;
    throw new GraphQLError('Money cannot represent a number');
  },
});

/** Values the built-in scalars coerce (a number as a String or an ID) or refuse (a fraction as an Int). */
const OddValues = new GraphQLObjectType({
  name: 'OddValues',
  fields: {
    numberAsString: { type: GraphQLString, resolve: () => 12.5 },
    numberAsId: { type: GraphQLID, resolve: () => 7 },
    booleanAsString: { type: GraphQLString, resolve: () => true },
    fractionAsInt: { type: GraphQLInt, resolve: () => 1.5 },
    hugeInt: { type: GraphQLInt, resolve: () => 2 ** 31 },
    textAsInt: { type: GraphQLInt, resolve: () => '3' },
    infiniteFloat: { type: GraphQLFloat, resolve: () => Number.POSITIVE_INFINITY },
    textAsBoolean: { type: GraphQLBoolean, resolve: () => 'yes' },
    numberAsBoolean: { type: GraphQLBoolean, resolve: () => 0 },
  },
});

const Filter = new GraphQLInputObjectType({
  name: 'Filter',
  fields: { city: { type: GraphQLString }, min: { type: GraphQLInt }, tags: { type: new GraphQLList(GraphQLString) } },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      hello: { type: new GraphQLNonNull(GraphQLString), resolve: () => 'hello' },
      item: {
        type: Item,
        args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
        resolve: (_root, args: { id: number }) => later({ id: args.id }),
      },
      strictItem: { type: new GraphQLNonNull(Item), resolve: () => later({ id: 2 }) },
      items: { type: new GraphQLList(new GraphQLNonNull(Item)), resolve: () => [1, 2, 3, 4].map((id) => ({ id })) },
      unauthenticated: {
        type: GraphQLString,
        resolve: () => {
          throw new GraphQLError('Sign in first', { extensions: { code: 'AUTH.UNAUTHENTICATED', status: 401 } });
        },
      },
      notFound: {
        type: new GraphQLNonNull(GraphQLString),
        resolve: async () => {
          await later(null);
          throw new GraphQLError('No such project', { extensions: { code: 'RESOURCE.NOT_FOUND', status: 404 } });
        },
      },
      broken: {
        type: GraphQLString,
        resolve: () => Promise.reject(new Error('connection refused by 10.0.0.7')),
      },
      thrownString: {
        type: GraphQLString,
        resolve: () => {
          throw 'not an Error';
        },
      },
      price: { type: Money, resolve: () => 12 },
      odd: { type: OddValues, resolve: () => ({}) },
      filtered: {
        type: GraphQLString,
        args: { filter: { type: Filter } },
        resolve: (_root, args: { filter?: unknown }) => JSON.stringify(args.filter ?? null),
      },
      viewer: {
        type: GraphQLString,
        resolve: (_root, _args, context: { viewer: string }) => context.viewer,
      },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: { touch: { type: GraphQLString, resolve: () => 'touched' } },
  }),
});

const CASES: { name: string; query: string; variables?: Record<string, unknown>; operationName?: string }[] = [
  { name: 'a plain answer', query: '{ hello viewer }' },
  { name: 'an AppError code', query: '{ hello unauthenticated }' },
  { name: 'a NOT_FOUND in a non-null root field nulls the data', query: '{ hello notFound }' },
  { name: 'a thrown Error is masked as INTERNAL', query: '{ hello broken }' },
  { name: 'a thrown non-Error is masked as INTERNAL', query: '{ thrownString }' },
  { name: 'a scalar that cannot serialise', query: '{ price }' },

  {
    name: 'a null through a non-null field',
    query: 'query($id: Int!) { item(id: $id) { id name note } }',
    variables: { id: 2 },
  },
  { name: 'a non-null field nulls its non-null parent up to the data', query: '{ hello strictItem { id name } }' },
  { name: 'several nulls in one list give one error', query: '{ items { id name } item(id: 1) { name } }' },
  {
    name: 'fragments and aliases',
    query: 'query Q { first: item(id: 1) { ...F } second: item(id: 4) { ...F } } fragment F on Item { id label: name }',
  },
  {
    name: 'input object variables',
    query: 'query($f: Filter) { filtered(filter: $f) a: filtered }',
    variables: { f: { city: 'Accra', tags: ['x'] } },
  },
  { name: 'a variable of the wrong type', query: 'query($id: Int!) { item(id: $id) { id } }', variables: { id: 'x' } },
  { name: 'a validation error', query: '{ hello nope }' },
  { name: 'an unknown operation name', query: 'query A { hello } query B { hello }', operationName: 'C' },
  {
    name: '@include falls back',
    query: 'query($on: Boolean!) { hello viewer @include(if: $on) }',
    variables: { on: false },
  },
  { name: 'a mutation', query: 'mutation { touch }' },
  {
    name: 'built-in scalars coerce and refuse as graphql-js does',
    query:
      '{ odd { numberAsString numberAsId booleanAsString fractionAsInt hugeInt textAsInt infiniteFloat textAsBoolean numberAsBoolean } }',
  },
];

async function startApollo(jit: boolean, cacheSize?: number) {
  const apollo = new ApolloServer<GraphQLContext>({
    gateway: new CompiledExecution(schema, { jit, cacheSize }).gateway(),
    formatError: formatGraphQLError,
    includeStacktraceInErrorResponses: false,
  });
  await apollo.start();
  return apollo;
}

async function run(apollo: ApolloServer<GraphQLContext>, c: (typeof CASES)[number]) {
  const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  try {
    const response = await apollo.executeOperation(
      { query: c.query, variables: c.variables, operationName: c.operationName },
      { contextValue: { viewer: 'ama', answer: new SentAnswer() } as unknown as GraphQLContext },
    );
    // What the masking logged: the cause each INTERNAL error hides, as unwrapResolverError found it.
    const causes = logged.mock.calls.map(([fields]) => String((fields as unknown as { err: unknown }).err));
    return { status: response.http.status, body: JSON.parse(JSON.stringify(response.body)) as unknown, causes };
  } finally {
    logged.mockRestore();
  }
}

describe('compiled GraphQL execution (graphql-jit) against graphql-js', () => {
  let jit: ApolloServer<GraphQLContext>;
  let plain: ApolloServer<GraphQLContext>;
  beforeAll(async () => {
    [jit, plain] = await Promise.all([startApollo(true), startApollo(false)]);
  });
  afterAll(async () => {
    await Promise.all([jit.stop(), plain.stop()]);
  });

  it.each(CASES)('$name: the same answer, status and logged cause', async (c) => {
    const [compiled, interpreted] = [await run(jit, c), await run(plain, c)];
    expect(compiled).toStrictEqual(interpreted);
  });

  it('answers what a client relies on (so the comparison above compares something)', async () => {
    const masked = await run(jit, CASES[3]!);
    expect(masked.body).toMatchObject({
      singleResult: {
        data: { hello: 'hello', broken: null },
        errors: [{ message: 'Something went wrong on our side. Please try again.', extensions: { code: 'INTERNAL' } }],
      },
    });
    expect(masked.causes).toEqual(['Error: connection refused by 10.0.0.7']);
    const coded = await run(jit, CASES[1]!);
    expect(coded.body).toMatchObject({
      singleResult: { errors: [{ path: ['unauthenticated'], locations: [{ line: 1, column: 9 }] }] },
    });
    expect(JSON.stringify(coded.body)).toContain('AUTH.UNAUTHENTICATED');
    const list = await run(jit, CASES[8]!);
    expect(list.body).toMatchObject({ singleResult: { data: { items: null, item: { name: 'item 1' } } } });
    expect((list.body as { singleResult: { errors: unknown[] } }).singleResult.errors).toHaveLength(1);
  });

  it('compiles a query once and reuses it; mutations and refused documents never reach the compiler', async () => {
    const compile = vi.mocked(compileQuery);
    compile.mockClear();
    const query = { name: 'repeat', query: '{ hello item(id: 3) { name } }' };
    const first = await run(jit, query);
    const second = await run(jit, query);
    expect(second).toStrictEqual(first);
    expect(compile).toHaveBeenCalledTimes(1);
    await run(
      jit,
      CASES.find((c) => c.name === 'a mutation')!,
    );
    await run(
      jit,
      CASES.find((c) => c.name === '@include falls back')!,
    );
    await run(plain, { name: 'plain', query: '{ hello viewer }' });
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('keeps at most cacheSize documents, dropping the least recently used', async () => {
    const small = await startApollo(true, 2);
    try {
      const compile = vi.mocked(compileQuery);
      compile.mockClear();
      const [a, b, c] = ['{ hello }', '{ viewer }', '{ hello viewer }'].map((query) => ({ name: query, query }));
      for (const query of [a, b, a, c, a, b]) await run(small, query!);
      // a, b compiled; a used again; c evicts b (least recently used); a still cached; b compiled again.
      expect(compile.mock.calls.map(([, document]) => document.loc?.source.body)).toEqual([
        '{ hello }',
        '{ viewer }',
        '{ hello viewer }',
        '{ viewer }',
      ]);
    } finally {
      await small.stop();
    }
  });
});
