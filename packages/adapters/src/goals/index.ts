export * from './sql-financial-goal.repository.js';
