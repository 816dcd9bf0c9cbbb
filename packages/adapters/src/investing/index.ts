export { SqlInvestingUnitOfWork } from './sql-investing.unit-of-work.js';
export { SqlPendingEvents } from './sql-event-feed.js';
