import type { ChatLeadStore, ChatLeadUnitOfWork } from '@cobuy/domain';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import { SqlEventOutbox } from '../audit/sql-event-outbox.js';
import type { Database } from '../persistence/orm.js';
import { SqlChatLeadRepository } from './sql-chat-lead.repository.js';

/**
 * Each chat-lead call in one database transaction: a lead marked contacted and its audit entry together; a chat
 * interest's lead and the event the admins' notification is made from together.
 */
export class SqlChatLeadsUnitOfWork implements ChatLeadUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (store: ChatLeadStore) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) =>
        work({ chatLeads: new SqlChatLeadRepository(em), audit: new SqlAuditLog(em), events: new SqlEventOutbox(em) }),
      );
  }
}
