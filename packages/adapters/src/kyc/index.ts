export * from './sql-kyc.unit-of-work.js';
