import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// One run for every server-side package. Workspace packages resolve to their TypeScript sources
// (the "source" export condition), so tests never depend on a stale build.
export default defineConfig({
  resolve: {
    conditions: ['source'],
    alias: [
      // graphql 16 can otherwise load twice ("from another module or realm").
      { find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url)) },
    ],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['./test-support/global-setup.ts'],
    reporters: ['default', './test-support/summary-reporter.ts'],
    // Browser tests walk whole journeys; on a loaded two-core machine one can take a minute without hanging.
    testTimeout: 90_000,
    // Browser and server round trips: give polled expectations time on a busy two-core machine.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
