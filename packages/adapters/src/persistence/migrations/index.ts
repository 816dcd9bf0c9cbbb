import { Migration20261122000001Catalog } from './Migration20261122000001_catalog.js';
import { Migration20261122000100Accounts } from './Migration20261122000100_accounts.js';
import { Migration20261123000100OutboxSecrets } from './Migration20261123000100_outbox_secrets.js';
import { Migration20261123000200Kyc } from './Migration20261123000200_kyc.js';
import { Migration20261123000300FinancialGoals } from './Migration20261123000300_financial_goals.js';

/**
 * Every migration, in order. Listed explicitly (not discovered from the file system) so the same list
 * runs from TypeScript sources under Vitest and from compiled JavaScript in production.
 * Add each new migration at the end; never edit one that has shipped.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122000001_catalog', class: Migration20261122000001Catalog },
  { name: 'Migration20261122000100_accounts', class: Migration20261122000100Accounts },
  { name: 'Migration20261123000100_outbox_secrets', class: Migration20261123000100OutboxSecrets },
  { name: 'Migration20261123000200_kyc', class: Migration20261123000200Kyc },
  { name: 'Migration20261123000300_financial_goals', class: Migration20261123000300FinancialGoals },
];
