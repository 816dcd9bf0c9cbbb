import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '../orm.js';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseHandles,
  type TestDatabaseOptions,
} from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseHandles;
  }
}

export interface TestDatabaseFixture {
  /** The migrated database of this test file (available inside tests and later hooks). */
  readonly db: Database;
  readonly handle: TestDatabase;
}

/**
 * Gives the calling test file its own migrated database for its whole run.
 * `onQuery` sees every SQL statement (for counting queries).
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabaseFixture {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(inject('testDatabase'), options);
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  return {
    get db() {
      if (!handle) throw new Error('useTestDatabase: the database is only available inside tests and hooks');
      return handle.db;
    },
    get handle() {
      if (!handle) throw new Error('useTestDatabase: the database is only available inside tests and hooks');
      return handle;
    },
  };
}
