export { SqlAdminOverviewReadModel } from './sql-admin-overview.read-model.js';
