import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../seed/demo-seed.js';
import { MIGRATIONS } from './migrations/index.js';
import { openDatabase, type Database } from './orm.js';

/*
 * Issue 18, item 5: two server processes started at the same moment on one empty PostgreSQL database must both
 * come up. Without the advisory lock both create MikroORM's migrations table and one fails, and both insert the
 * first-start rows (currency rates, the demo seed) and one fails on a unique key. The two-process test
 * (live-two-processes.test.ts) shows it with real processes; this shows it with two pools in one process,
 * several times over, so a lucky interleaving cannot pass it. PGlite is one process's own database: no race.
 */
const url = process.env.DATABASE_URL;
if (!url) console.warn('migration-lock: skipped, only PostgreSQL has several processes on one database');

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('start-up on an empty PostgreSQL database', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  });

  it('lets two processes migrate and seed at once: both succeed, each migration and the seed happen once', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const name = `cobuy_lock_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      created.push(name);
      await admin(`create database ${name}`);
      const databaseUrl = new URL(url!);
      databaseUrl.pathname = `/${name}`;
      const processes: Database[] = [];
      for (let i = 0; i < 2; i++) processes.push(await openDatabase({ databaseUrl: databaseUrl.toString() }));
      const seeded: boolean[] = [];
      try {
        const outcomes = await Promise.allSettled(
          processes.map((db) =>
            db.migrate(async () => {
              seeded.push(await seedDemoCatalog(db));
            }),
          ),
        );
        expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
        expect(seeded.sort()).toEqual([false, true]);
        const [db] = processes;
        const applied = await db!.em().execute<{ n: string }[]>('select count(*) as n from mikro_orm_migrations');
        expect(Number(applied[0]!.n)).toBe(MIGRATIONS.length);
        const rates = await db!.em().execute<{ n: string }[]>('select count(*) as n from currency_rates');
        expect(Number(rates[0]!.n)).toBeGreaterThan(0);
        const duplicates = await db!
          .em()
          .execute<{ n: string }[]>('select count(*) - count(distinct title) as n from projects');
        expect(Number(duplicates[0]!.n)).toBe(0);
      } finally {
        for (const db of processes) await db.close();
      }
    }
  });
});
