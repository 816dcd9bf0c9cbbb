import { MikroCatalogReadRepository, type Database } from '@cobuy/adapters';
import {
  CalculateInvestment,
  CatalogBatches,
  GetProject,
  GetUnitStatistics,
  ListCurrencies,
  ListDevelopers,
  ListProjects,
  ListProjectUnits,
  ListProjectUpdates,
} from '@cobuy/application';
import type { ServerConfig } from './config.js';
import type { Authenticate } from './http/request-context.js';

/**
 * The one place that knows which adapter serves which port. Everything else receives `AppServices`.
 */
export function createAppServices(db: Database, _config: ServerConfig) {
  const catalog = new MikroCatalogReadRepository(db);
  // Until accounts exist every caller is anonymous; the accounts module replaces this with its sessions.
  const authenticate: Authenticate = async () => null;
  return {
    db,
    authenticate,
    catalog: {
      listProjects: new ListProjects({ catalog }),
      getProject: new GetProject({ catalog }),
      listProjectUnits: new ListProjectUnits({ catalog }),
      getUnitStatistics: new GetUnitStatistics({ catalog }),
      listProjectUpdates: new ListProjectUpdates({ catalog }),
      listDevelopers: new ListDevelopers({ catalog }),
      listCurrencies: new ListCurrencies({ catalog }),
      calculateInvestment: new CalculateInvestment(),
    },
    catalogBatches: new CatalogBatches(catalog),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
