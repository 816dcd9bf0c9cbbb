import type {
  AudienceMailbox,
  ProjectUpdate,
  ProjectUpdateFields,
  ProjectUpdateRepository,
  ProjectUpdateType,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

const COLUMNS = 'id, project_id, title, description, progress_percentage, update_type, image_url, created_at';

const toUpdate = (r: SqlRow): ProjectUpdate => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  title: String(r.title),
  description: String(r.description),
  progressPercentage: Number(r.progress_percentage),
  // The table's check constraint holds the four types.
  updateType: r.update_type as ProjectUpdateType,
  imageUrl: r.image_url === null || r.image_url === undefined ? null : String(r.image_url),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
});

const values = (f: ProjectUpdateFields) => [f.title, f.description, f.progressPercentage, f.updateType, f.imageUrl];

/** Project updates in SQL, bound to the transaction of one use case. */
export class SqlProjectUpdateRepository implements ProjectUpdateRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async holdProject(projectId: number): Promise<boolean> {
    // KEY SHARE: the lock the update's foreign key would take anyway, taken first, so a project deleted
    // meanwhile is a 404 here rather than a foreign-key failure later; it blocks no edit of the project.
    const rows = await this.em.execute<SqlRow[]>('select id from projects where id = ? for key share', [projectId]);
    return rows.length > 0;
  }

  async lockById(id: number): Promise<ProjectUpdate | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${COLUMNS} from project_updates where id = ? for update`, [
      id,
    ]);
    return rows[0] ? toUpdate(rows[0]) : null;
  }

  async insert(projectId: number, fields: ProjectUpdateFields, createdAt: Date): Promise<ProjectUpdate> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into project_updates (project_id, title, description, progress_percentage, update_type, image_url, created_at)
       values (?, ?, ?, ?, ?, ?, ?)
       returning ${COLUMNS}`,
      [projectId, ...values(fields), createdAt],
    );
    return toUpdate(rows[0]!);
  }

  async update(id: number, fields: ProjectUpdateFields): Promise<ProjectUpdate> {
    const rows = await this.em.execute<SqlRow[]>(
      `update project_updates
          set title = ?, description = ?, progress_percentage = ?, update_type = ?, image_url = ?
        where id = ?
        returning ${COLUMNS}`,
      [...values(fields), id],
    );
    return toUpdate(rows[0]!);
  }

  async delete(id: number): Promise<void> {
    await this.em.execute('delete from project_updates where id = ?', [id], 'run');
  }

  async listAudience(projectId: number): Promise<number[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `select user_id from investments where project_id = ? and status <> 'cancelled'
       union
       select user_id from project_interests where project_id = ? and status not in ('rejected', 'withdrawn')
       order by user_id`,
      [projectId, projectId],
    );
    return rows.map((r) => Number(r.user_id));
  }

  async listAudienceMailboxes(projectId: number): Promise<AudienceMailbox[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `select u.id, u.email, u.first_name from users u
        where u.is_active
          and u.id in (select user_id from investments where project_id = ? and status <> 'cancelled'
                       union
                       select user_id from project_interests
                        where project_id = ? and status not in ('rejected', 'withdrawn'))
        order by u.id`,
      [projectId, projectId],
    );
    return rows.map((r) => ({ userId: Number(r.id), email: String(r.email), firstName: String(r.first_name) }));
  }

  async findProjectTitle(projectId: number): Promise<string | null> {
    const rows = await this.em.execute<SqlRow[]>('select title from projects where id = ?', [projectId]);
    return rows[0] ? String(rows[0].title) : null;
  }
}
