export { SqlAuditTrail } from './sql-audit-trail.js';
export { SqlAuditLog } from './sql-audit-log.js';
