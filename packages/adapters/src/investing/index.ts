export { SqlInvestingUnitOfWork } from './sql-investing.unit-of-work.js';
