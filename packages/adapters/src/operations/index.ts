export {
  SqlOperationsReadModel,
  type ConsumerBacklog,
  type MailOutboxCounts,
  type OutboxConsumer,
} from './sql-operations-read-model.js';
