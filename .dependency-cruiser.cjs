/**
 * The direction of dependencies (docs/architecture.md), checked in `npm run lint`:
 * the domain imports nothing but XState and itself; the application layer imports the domain and its own
 * code (plus zod for input schemas), never an adapter or a framework; adapters never import the API; in the
 * server only the composition root wires adapters.
 */
const TESTS = '\\.test\\.tsx?$|/testing/';
/** Libraries the application layer must not reach (zod, for input schemas, is allowed). */
const FRAMEWORKS =
  'node_modules/(@mikro-orm|@electric-sql|express|fastify|react|react-dom|@apollo|type-graphql|graphql|graphql-ws|ws|pg|ioredis|nodemailer|argon2|yup|formik|styled-components|dataloader|helmet|rate-limiter-flexible)/';

module.exports = {
  forbidden: [
    {
      name: 'domain-is-framework-free',
      comment: 'packages/domain imports only xstate and itself (its tests may use test tools).',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: TESTS },
      to: { pathNot: ['^packages/domain/src', 'node_modules/xstate/'] },
    },
    {
      name: 'application-imports-no-adapter',
      severity: 'error',
      from: { path: '^packages/application/src' },
      to: { path: '^packages/(adapters|graphql-api|web)/' },
    },
    {
      name: 'application-imports-no-framework',
      severity: 'error',
      from: { path: '^packages/application/src', pathNot: TESTS },
      to: { path: FRAMEWORKS },
    },
    {
      name: 'adapters-do-not-import-the-api',
      severity: 'error',
      from: { path: '^packages/adapters/src' },
      to: { path: '^packages/(graphql-api|web)/' },
    },
    {
      name: 'only-the-composition-root-imports-adapters',
      comment:
        'In the server, only the composition root (and main.ts, the bench, the test helpers, tests and the ' +
        'OpenAPI emitter, which composes the services over an empty database) may ' +
        'import @cobuy/adapters, type-only imports included; routes and resolvers get what they need from ' +
        'AppServices.',
      severity: 'error',
      from: {
        path: '^packages/graphql-api/src',
        pathNot: [
          '^packages/graphql-api/src/(composition-root|main|tools/emit-openapi)\\.ts$',
          '^packages/graphql-api/src/(bench|testing)/',
          TESTS,
        ],
      },
      to: { path: '^packages/adapters/' },
    },
    {
      name: 'web-talks-to-the-server-only-over-http',
      severity: 'error',
      from: { path: '^packages/web/src' },
      to: { path: '^packages/(domain|application|adapters|graphql-api)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'types', 'default'], exportsFields: ['exports'] },
  },
};
