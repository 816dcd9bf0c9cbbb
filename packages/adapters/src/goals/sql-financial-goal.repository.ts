import {
  Money,
  type FinancialGoal,
  type FinancialGoalFields,
  type FinancialGoalRepository,
  type GoalType,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { textStatement, type Database } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/** Amounts as exact text and the target date as `YYYY-MM-DD`, whatever the driver would make of them. */
const COLUMNS = `id, user_id, goal_name, goal_type, target_amount::text as target_amount,
  current_amount::text as current_amount, to_char(target_date, 'YYYY-MM-DD') as target_date, description,
  created_at, updated_at`;

/** The dashboard's goals of one investor, soonest target first (a fixed text: `textStatement`). */
const GOALS_OF_USER_SQL = `select ${COLUMNS} from financial_goals where user_id = $1 order by target_date, id`;

function toGoal(r: SqlRow): FinancialGoal {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    goalName: String(r.goal_name),
    goalType: r.goal_type as GoalType,
    targetAmount: Money.of(String(r.target_amount)),
    currentAmount: Money.of(String(r.current_amount)),
    targetDate: String(r.target_date),
    description: r.description === null || r.description === undefined ? null : String(r.description),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  };
}

const values = (f: FinancialGoalFields) => [
  f.goalName,
  f.goalType,
  f.targetAmount.toString(),
  f.currentAmount.toString(),
  f.targetDate,
  f.description,
];

/** Goals in SQL. Each call is one statement; writes are conditional on the owner. */
export class SqlFinancialGoalRepository implements FinancialGoalRepository {
  constructor(private readonly db: Database) {}

  /** The dashboard's read, on every visit: a plain statement (`Database.read`), no entity manager. */
  async listByUser(userId: number): Promise<FinancialGoal[]> {
    const rows = await this.db.read(textStatement<SqlRow>(GOALS_OF_USER_SQL, [userId]));
    return rows.map(toGoal);
  }

  async findById(id: number): Promise<FinancialGoal | null> {
    const rows = await this.db.em().execute<SqlRow[]>(`select ${COLUMNS} from financial_goals where id = ?`, [id]);
    return rows[0] ? toGoal(rows[0]) : null;
  }

  async insert(userId: number, fields: FinancialGoalFields): Promise<FinancialGoal> {
    const rows = await this.db.em().execute<SqlRow[]>(
      `insert into financial_goals (user_id, goal_name, goal_type, target_amount, current_amount, target_date, description)
       values (?, ?, ?, ?, ?, ?, ?)
       returning ${COLUMNS}`,
      [userId, ...values(fields)],
    );
    return toGoal(rows[0]!);
  }

  async update(id: number, userId: number, fields: FinancialGoalFields): Promise<FinancialGoal | null> {
    const rows = await this.db.em().execute<SqlRow[]>(
      `update financial_goals
          set goal_name = ?, goal_type = ?, target_amount = ?, current_amount = ?, target_date = ?, description = ?,
              updated_at = now()
        where id = ? and user_id = ?
        returning ${COLUMNS}`,
      [...values(fields), id, userId],
    );
    return rows[0] ? toGoal(rows[0]) : null;
  }

  async delete(id: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .em()
      .execute<SqlRow[]>('delete from financial_goals where id = ? and user_id = ? returning id', [id, userId]);
    return rows.length > 0;
  }
}
