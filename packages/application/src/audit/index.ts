export * from './audit.deps.js';
export * from './audit-changes.js';
export * from './audit-cursor.js';
export * from './audit-entry-view.js';
export * from './audit-input.schemas.js';
export * from './list-audit-records/list-audit-records.use-case.js';
export * from './export-audit-records/audit-csv.js';
export * from './export-audit-records/export-audit-records.use-case.js';
