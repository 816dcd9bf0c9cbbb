import type {
  AuditRecord,
  Clock,
  DomainEvent,
  ProjectUpdate,
  ProjectUpdateFields,
  ProjectUpdateRepository,
  ProjectUpdateUnitOfWork,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

/** The port in memory, same contract as the SQL adapter; the audience is set by the test. */
class InMemoryProjectUpdates implements ProjectUpdateRepository {
  readonly rows: ProjectUpdate[] = [];
  readonly projects = new Set<number>();
  readonly audience = new Map<number, number[]>();
  private nextId = 1;

  async holdProject(projectId: number) {
    return this.projects.has(projectId);
  }
  async lockById(id: number) {
    return this.rows.find((u) => u.id === id) ?? null;
  }
  async insert(projectId: number, fields: ProjectUpdateFields, createdAt: Date) {
    const update: ProjectUpdate = { ...fields, id: this.nextId++, projectId, createdAt };
    this.rows.push(update);
    return update;
  }
  async update(id: number, fields: ProjectUpdateFields) {
    const index = this.rows.findIndex((u) => u.id === id);
    const update: ProjectUpdate = { ...this.rows[index]!, ...fields };
    this.rows[index] = update;
    return update;
  }
  async delete(id: number) {
    this.rows.splice(
      this.rows.findIndex((u) => u.id === id),
      1,
    );
  }
  async listAudience(projectId: number) {
    return [...(this.audience.get(projectId) ?? [])].sort((a, b) => a - b);
  }
}

const clock: Clock = { now: () => new Date('2026-11-23T10:00:00Z') };

/** A store whose audit entries and events are kept in arrays, and a context per caller. */
export function projectUpdatesTestKit() {
  const updates = new InMemoryProjectUpdates();
  const audit: AuditRecord[] = [];
  const events: DomainEvent[] = [];
  const uow: ProjectUpdateUnitOfWork = {
    run: (work) =>
      work({
        updates,
        audit: { record: async (entry) => void audit.push(entry) },
        events: { publish: async (event) => void events.push(event) },
      }),
  };
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'project-updates-test',
    clock,
  });
  return { uow, updates, audit, events, ctx, now: clock.now() };
}
