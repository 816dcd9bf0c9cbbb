import { DEFAULT_MAIL_PREFERENCES, isMailWanted } from '@cobuy/domain';
import type {
  AccountsMail,
  AudienceMailbox,
  AuditRecord,
  MailPreferences,
  Clock,
  DomainEvent,
  ProjectUpdate,
  ProjectUpdateFields,
  ProjectUpdateRepository,
  ProjectUpdateUnitOfWork,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';

/** The port in memory, same contract as the SQL adapter; the audience (and its mailboxes) is set by the test. */
class InMemoryProjectUpdates implements ProjectUpdateRepository {
  readonly rows: ProjectUpdate[] = [];
  readonly projects = new Set<number>();
  readonly titles = new Map<number, string>();
  readonly audience = new Map<number, number[]>();
  readonly mailboxes = new Map<number, AudienceMailbox[]>();
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
  async listAudienceMailboxes(projectId: number) {
    return [...(this.mailboxes.get(projectId) ?? [])].sort((a, b) => a.userId - b.userId);
  }
  async findProjectTitle(projectId: number) {
    return this.titles.get(projectId) ?? null;
  }
}

const clock: Clock = { now: () => new Date('2026-11-23T10:00:00Z') };

/**
 * A store whose audit entries, events and queued mails are kept in arrays, and a context per caller. The outbox
 * honours mail preferences as the SQL one does (`isMailWanted`), from `preferences` keyed by address.
 */
export function projectUpdatesTestKit() {
  const updates = new InMemoryProjectUpdates();
  const audit: AuditRecord[] = [];
  const events: DomainEvent[] = [];
  const mails: AccountsMail[] = [];
  const preferences = new Map<string, MailPreferences>();
  const uow: ProjectUpdateUnitOfWork = {
    run: (work) =>
      work({
        updates,
        audit: { record: async (entry) => void audit.push(entry) },
        events: { publish: async (event) => void events.push(event) },
        outbox: {
          enqueue: async (mail) => {
            if (isMailWanted(mail.template, preferences.get(mail.to) ?? DEFAULT_MAIL_PREFERENCES)) mails.push(mail);
          },
        },
      }),
  };
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'project-updates-test',
    clock,
  });
  return { uow, updates, audit, events, mails, preferences, ctx, now: clock.now() };
}
