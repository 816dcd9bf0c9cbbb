import 'reflect-metadata';
import { openDatabase, seedDemoCatalog } from '@cobuy/adapters';
import { startAccounts } from './auth/accounts-startup.js';
import { createAppServices } from './composition-root.js';
import { readConfig } from './config.js';
import { startAmlScreeningWorker } from './jobs/aml-screening-worker.js';
import { startInvestingWorkers } from './jobs/investing-workers.js';
import { startUploadCleanup } from './jobs/upload-cleanup.js';
import { startNotificationWorkers } from './jobs/notification-workers.js';
import { startCurrencyRatesWorker } from './jobs/currency-rates.worker.js';
import { startServer } from './server.js';

/** SIGTERM to exit: requests in flight get most of it (see SERVER_DRAIN_MS in server.ts). */
const SHUTDOWN_DEADLINE_MS = 3_000;

/** What is open, closed in reverse order of opening; a signal during start-up closes what is open so far. */
const openedResources: { readonly name: string; close(): Promise<void> }[] = [];
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then closing.`);
  // Orchestrators kill after a grace period; a clean exit well inside it is part of the contract.
  const force = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  force.unref();
  for (const resource of openedResources.reverse()) {
    try {
      await resource.close();
    } catch (error) {
      console.error(`Closing ${resource.name} failed:`, error);
      process.exitCode = 1;
    }
  }
  if (!process.exitCode) console.log('Closed cleanly.');
  clearTimeout(force);
  process.exit(process.exitCode ?? 0);
}

/** `npm start`: open the database, migrate, seed on first start, serve, and shut down cleanly. */
async function main(): Promise<void> {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const config = readConfig();
  const { poolSize, ...limits } = config.database;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize, limits });
  openedResources.push({ name: 'the database', close: () => db.close() });
  // Under one advisory lock: processes started together on an empty database take turns (docs/decisions.md).
  await db.migrate(async () => {
    if (config.seedDemoData && (await seedDemoCatalog(db))) console.log('Seeded the demo catalog.');
  });
  const services = createAppServices(db, config);
  openedResources.push({ name: 'background work', close: () => services.background.idle() });
  const server = await startServer(services, config);
  // HTTP requests in flight finish; idle keep-alive sockets and WebSockets close.
  openedResources.push({ name: 'the HTTP server', close: () => server.stop() });

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`CoBuy Accra is listening on ${server.url} (database: ${where})`);
  const accounts = await startAccounts(services, server.url);
  // The mail sender, the purge timer, the Redis client.
  openedResources.push({ name: 'the accounts workers', close: () => accounts.stop() });
  for (const line of accounts.lines) console.log(line);
  // Payment-window expiry and reminders, and KYC decisions moving applications.
  const investing = startInvestingWorkers(services);
  openedResources.push({ name: 'the investing workers', close: () => investing.stop() });
  // Documents staged by uploads of a process that died mid-upload.
  const uploadCleanup = startUploadCleanup(services);
  openedResources.push({ name: 'the upload clean-up', close: () => uploadCleanup.stop() });
  // AML screening of KYC submissions, and retries of the screenings a service that was down left pending.
  const amlScreening = startAmlScreeningWorker(services);
  openedResources.push({ name: 'the AML screening worker', close: () => amlScreening.stop() });
  if (config.amlScreening.kind === 'fake') console.log('AML screening: the fake lists (AML_SCREENING_URL not set).');
  // Stored notifications made from the outbox.
  const notifications = startNotificationWorkers(services);
  openedResources.push({ name: 'the notification workers', close: () => notifications.stop() });
  // The optional exchange-rate provider (RATES_PROVIDER_URL; off by default), run by one process per interval.
  const currencyRates = startCurrencyRatesWorker(services);
  if (currencyRates) openedResources.push({ name: 'the exchange-rate fetch', close: () => currencyRates.stop() });
  // Live updates: the relay hands notifications, funding changes and ended sessions to every process's sockets.
  services.live.relay.start();
  openedResources.push({ name: 'the live relay', close: () => services.live.relay.stop() });
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
