import type { NotificationAudience, NotificationSubject, SubjectBook, SubjectIds } from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

type Kind = 'application' | 'investment' | 'unit' | 'project';

/** For each kind: how its id is turned into a project title and unit number. */
const LOOKUPS: Record<Kind, string> = {
  application: `select 'application' as kind, a.id, p.title, u.unit_number
                  from project_interests a join projects p on p.id = a.project_id
                  left join units u on u.id = a.unit_id where a.id in`,
  investment: `select 'investment' as kind, i.id, p.title, u.unit_number
                 from investments i join units u on u.id = i.unit_id join projects p on p.id = u.project_id
                where i.id in`,
  unit: `select 'unit' as kind, u.id, p.title, u.unit_number
           from units u join projects p on p.id = u.project_id where u.id in`,
  project: `select 'project' as kind, p.id, p.title, null as unit_number from projects p where p.id in`,
};

/** Who the notifications of a batch go to besides the events' own people, and what their subjects are called. */
export class SqlNotificationAudience implements NotificationAudience {
  constructor(private readonly em: SqlEntityManager) {}

  async activeAdminIds(): Promise<number[]> {
    const rows = await this.em.execute<SqlRow[]>(`select id from users where role = 'admin' and is_active order by id`);
    return rows.map((r) => Number(r.id));
  }

  /** One statement for the whole batch, whatever its size. */
  async describe(ids: SubjectIds): Promise<SubjectBook> {
    const wanted: [Kind, readonly number[]][] = [
      ['application', ids.applicationIds],
      ['investment', ids.investmentIds],
      ['unit', ids.unitIds],
      ['project', ids.projectIds],
    ];
    const arms = wanted.filter(([, list]) => list.length > 0);
    const book = {
      application: new Map<number, NotificationSubject>(),
      investment: new Map<number, NotificationSubject>(),
      unit: new Map<number, NotificationSubject>(),
      project: new Map<number, NotificationSubject>(),
    };
    if (arms.length > 0) {
      const rows = await this.em.execute<SqlRow[]>(
        arms.map(([kind, list]) => `(${LOOKUPS[kind]} (${list.map(() => '?').join(', ')}))`).join(' union all '),
        arms.flatMap(([, list]) => list),
      );
      for (const r of rows) {
        book[r.kind as Kind].set(Number(r.id), {
          projectTitle: String(r.title),
          unitNumber: r.unit_number === null || r.unit_number === undefined ? null : String(r.unit_number),
        });
      }
    }
    return {
      applications: book.application,
      investments: book.investment,
      units: book.unit,
      projects: book.project,
    };
  }
}
