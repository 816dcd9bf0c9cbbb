import type { TestProject } from 'vitest/node';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  disposeTestDatabaseTemplate,
  prepareTestDatabaseTemplate,
} from '../packages/adapters/src/persistence/testing/test-database.js';

/** Migrates one database per run; every test file then clones it (see test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cobuy-test-'));
  const handles = await prepareTestDatabaseTemplate(join(dir, 'migrated.tar'));
  project.provide('testDatabase', handles);
  return async () => {
    await disposeTestDatabaseTemplate(handles);
    await rm(dir, { recursive: true, force: true });
  };
}
