import {
  isStatementLanguage,
  type CurrencyCode,
  type NewStatement,
  type RateAt,
  type RecipientSettings,
  type SaleStatementFigures,
  type YearlyStatementFigures,
  type Statement,
  type StatementStore,
  type YearlyStatement,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { RunStatement } from '../persistence/statements.js';
import { toDate } from '../persistence/timestamps.js';

const COLUMNS = 'id, user_id, kind, investment_id, year, language, home_currency, figures, issued_at';

function toStatement(r: SqlRow): Statement {
  const language = String(r.language);
  const base = {
    id: Number(r.id),
    userId: Number(r.user_id),
    language: isStatementLanguage(language) ? language : 'en',
    homeCurrency: String(r.home_currency) as CurrencyCode,
    issuedAt: toDate(r.issued_at),
  };
  // jsonb comes back parsed from pg, as text from PGlite's driver in some paths.
  const figures: unknown = typeof r.figures === 'string' ? (JSON.parse(r.figures) as unknown) : r.figures;
  return r.kind === 'sale'
    ? {
        ...base,
        kind: 'sale',
        investmentId: Number(r.investment_id),
        year: null,
        figures: figures as SaleStatementFigures,
      }
    : { ...base, kind: 'yearly', investmentId: null, year: Number(r.year), figures: figures as YearlyStatementFigures };
}

/** Statements in SQL; the partial unique indexes make a second issue of the same statement a no-op. */
export class SqlStatementStore implements StatementStore {
  /** Where its statements run (persistence/statements.ts): a transaction's entity manager, or a read's snapshot. */
  constructor(private readonly run: RunStatement) {}

  async recipientSettings(userId: number): Promise<RecipientSettings | null> {
    const rows = await this.run<SqlRow>(
      'select preferred_language as language, home_currency from users where id = ?',
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      language: row.language == null ? null : String(row.language),
      homeCurrency: row.home_currency == null ? null : String(row.home_currency),
    };
  }

  async rateAt(code: CurrencyCode, instant: Date): Promise<RateAt | null> {
    if (code === 'USD') return { code, rate: '1', effectiveAt: new Date(0) };
    const rows = await this.run<SqlRow>(
      `select code, rate::text as rate, effective_at from currency_rate_changes
        where code = ? and effective_at <= ?
        order by effective_at desc, id desc limit 1`,
      [code, instant],
    );
    const row = rows[0];
    if (!row) return null;
    const rate = String(row.rate)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
    return { code, rate, effectiveAt: toDate(row.effective_at) };
  }

  async issue(s: NewStatement): Promise<Statement> {
    const inserted = await this.run<SqlRow>(
      `insert into statements (user_id, kind, investment_id, year, language, home_currency, figures, issued_at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict do nothing
       returning ${COLUMNS}`,
      [s.userId, s.kind, s.investmentId, s.year, s.language, s.homeCurrency, JSON.stringify(s.figures), s.issuedAt],
    );
    if (inserted[0]) return toStatement(inserted[0]);
    const existing =
      s.kind === 'sale'
        ? await this.run<SqlRow>(`select ${COLUMNS} from statements where kind = 'sale' and investment_id = ?`, [
            s.investmentId,
          ])
        : await this.run<SqlRow>(
            `select ${COLUMNS} from statements where kind = 'yearly' and user_id = ? and year = ?`,
            [s.userId, s.year],
          );
    if (!existing[0]) throw new Error('A statement insert conflicted with none');
    return toStatement(existing[0]);
  }

  async findById(id: number): Promise<Statement | null> {
    const rows = await this.run<SqlRow>(`select ${COLUMNS} from statements where id = ?`, [id]);
    return rows[0] ? toStatement(rows[0]) : null;
  }

  async findYearly(userId: number, year: number): Promise<YearlyStatement | null> {
    const rows = await this.run<SqlRow>(
      `select ${COLUMNS} from statements where kind = 'yearly' and user_id = ? and year = ?`,
      [userId, year],
    );
    return rows[0] ? (toStatement(rows[0]) as YearlyStatement) : null;
  }

  async listByOwner(userId: number): Promise<Statement[]> {
    const rows = await this.run<SqlRow>(
      `select ${COLUMNS} from statements where user_id = ? order by issued_at desc, id desc`,
      [userId],
    );
    return rows.map(toStatement);
  }
}
