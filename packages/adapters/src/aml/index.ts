export * from './sql-aml-check.repository.js';
export * from './yente-aml-screening.js';
export * from './fake-aml-screening.js';
export * from './fake-yente-server.js';
