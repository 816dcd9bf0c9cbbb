import 'reflect-metadata';
import { ensureReferenceData, openDatabase, seedDemoCatalog } from '@cobuy/adapters';
import { startAccounts } from './auth/accounts-startup.js';
import { createAppServices } from './composition-root.js';
import { readConfig } from './config.js';
import { startServer } from './server.js';

/** `npm start`: open the database, migrate, seed on first start, serve, and shut down cleanly. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  await ensureReferenceData(db);
  if (config.seedDemoData && (await seedDemoCatalog(db))) console.log('Seeded the demo catalog.');
  const services = createAppServices(db, config);
  const server = await startServer(services, config);

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`CoBuy Accra is listening on ${server.url} (database: ${where})`);
  const accounts = await startAccounts(services, server.url);
  for (const line of accounts.lines) console.log(line);

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then closing.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.stop();
    await accounts.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
