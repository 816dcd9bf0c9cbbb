import type {
  AdminDeveloper,
  AuditRecord,
  Clock,
  DeveloperFields,
  DeveloperRepository,
  DeveloperUnitOfWork,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

/** The port in memory, same contract as the SQL adapter; projects naming a developer are set by the test. */
class InMemoryDevelopers implements DeveloperRepository {
  readonly rows: AdminDeveloper[] = [];
  readonly linkedProjects = new Map<number, number>();
  private nextId = 1;

  private withLinks(d: AdminDeveloper): AdminDeveloper {
    return { ...d, linkedProjects: this.linkedProjects.get(d.id) ?? 0 };
  }
  async listAll() {
    return [...this.rows].sort((a, b) => a.name.localeCompare(b.name)).map((d) => this.withLinks(d));
  }
  async lockById(id: number) {
    const found = this.rows.find((d) => d.id === id);
    return found ? this.withLinks(found) : null;
  }
  async claimName(name: string, exceptId: number | null) {
    return this.rows.find((d) => d.name.toLowerCase() === name.toLowerCase() && d.id !== exceptId)?.id ?? null;
  }
  async insert(fields: DeveloperFields, at: Date) {
    const developer: AdminDeveloper = { ...fields, id: this.nextId++, linkedProjects: 0, createdAt: at, updatedAt: at };
    this.rows.push(developer);
    return developer;
  }
  async update(id: number, fields: DeveloperFields, at: Date) {
    const index = this.rows.findIndex((d) => d.id === id);
    const developer: AdminDeveloper = { ...this.rows[index]!, ...fields, updatedAt: at };
    this.rows[index] = developer;
    return this.withLinks(developer);
  }
  async delete(id: number) {
    this.rows.splice(
      this.rows.findIndex((d) => d.id === id),
      1,
    );
  }
}

/** A store whose audit entries are kept in an array, and a context per caller. */
export function developersTestKit(now = new Date('2026-11-23T10:00:00Z')) {
  const developers = new InMemoryDevelopers();
  const audit: AuditRecord[] = [];
  const uow: DeveloperUnitOfWork = {
    run: (work) => work({ developers, audit: { record: async (entry) => void audit.push(entry) } }),
  };
  const clock: Clock = { now: () => now };
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'developers-test',
    clock,
  });
  return { uow, developers, audit, ctx, now };
}
