import type { AuditEntry, AuditPerson, AuditPosition, AuditTrail, AuditTrailFilter } from '@cobuy/domain';

const contains = (text: string | null, part: string) =>
  text !== null && text.toLowerCase().includes(part.toLowerCase());

/** Newest first: later `at`, then larger id (ids compared as numbers, as the database's bigint). */
const newerFirst = (a: { at: Date; id: string }, b: { at: Date; id: string }) =>
  b.at.getTime() - a.at.getTime() || Number(BigInt(b.id) - BigInt(a.id));

/** The trail in memory, for use-case tests; same contract as the SQL adapter. */
export class InMemoryAuditTrail implements AuditTrail {
  readonly entries: AuditEntry[] = [];
  readonly users = new Map<number, { name: string; username: string; email: string }>();
  /** The id lists `peopleByIds` was asked for, one per call. */
  readonly peopleReads: number[][] = [];
  private nextId = 1;

  add(entry: Omit<AuditEntry, 'id' | 'actorName' | 'actorEmail'>): AuditEntry {
    const actor = entry.actorId === null ? undefined : this.users.get(entry.actorId);
    const stored: AuditEntry = {
      ...entry,
      id: String(this.nextId++),
      actorName: actor?.name ?? null,
      actorEmail: actor?.email ?? null,
    };
    this.entries.push(stored);
    return stored;
  }

  async list(filter: AuditTrailFilter, page: { after: AuditPosition | null; limit: number }): Promise<AuditEntry[]> {
    return this.entries
      .filter((e) => filter.actorId === undefined || e.actorId === filter.actorId)
      .filter((e) => {
        if (filter.actor === undefined) return true;
        if (e.actorId === null) return contains('system', filter.actor);
        const user = this.users.get(e.actorId);
        return [user?.name ?? null, user?.username ?? null, user?.email ?? null].some((t) =>
          contains(t, filter.actor!),
        );
      })
      .filter((e) => filter.entity === undefined || e.entity === filter.entity)
      .filter((e) => filter.entityId === undefined || e.entityId === filter.entityId)
      .filter((e) => filter.action === undefined || contains(e.action, filter.action))
      .filter((e) => (!filter.from || e.at >= filter.from) && (!filter.to || e.at <= filter.to))
      .filter((e) => !page.after || newerFirst(page.after, e) < 0)
      .sort(newerFirst)
      .slice(0, page.limit);
  }

  async peopleByIds(ids: readonly number[]): Promise<ReadonlyMap<number, AuditPerson>> {
    this.peopleReads.push([...ids]);
    const people = new Map<number, AuditPerson>();
    for (const id of ids) {
      const user = this.users.get(id);
      if (user) people.set(id, { id, name: user.name, email: user.email });
    }
    return people;
  }
}
