import type { AuditLog, AuditRecord } from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';

/** The audit trail, written in the transaction of the change it records (so neither exists without the other). */
export class SqlAuditLog implements AuditLog {
  constructor(private readonly em: SqlEntityManager) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.em.execute(
      `insert into audit_log (actor_id, actor_system, action, entity, entity_id, before, after, at, correlation_id)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        entry.actorId,
        entry.actorSystem ?? null,
        entry.action,
        entry.entity,
        entry.entityId,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
        entry.at,
        entry.correlationId,
      ],
      'run',
    );
  }
}
