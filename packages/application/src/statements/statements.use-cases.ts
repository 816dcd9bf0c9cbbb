import {
  err,
  isStatementYear,
  ok,
  type Result,
  type Statement,
  type StatementRenderer,
  type UnitOfWork,
} from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../shared/app-error.js';
import { idInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { issueYearlyStatement } from './issue-statements.js';

export interface StatementsDeps {
  /** The investing unit of work: statements are issued with the sale and read beside the positions. */
  readonly uow: UnitOfWork;
  readonly renderer: StatementRenderer;
}

/** What lists show of a statement; the figures stay in the PDF. */
export interface StatementView {
  readonly id: number;
  readonly kind: 'sale' | 'yearly';
  readonly investmentId: number | null;
  readonly year: number | null;
  readonly projectTitle: string | null;
  readonly unitNumber: string | null;
  readonly language: string;
  readonly homeCurrency: string;
  readonly issuedAt: Date;
  readonly fileName: string;
}

/** A statement's PDF, in the shape the transports send files in. */
export interface StatementPdf {
  readonly content: Uint8Array;
  readonly contentType: 'application/pdf';
  readonly downloadName: string;
}

async function pdfOf(renderer: StatementRenderer, statement: Statement): Promise<StatementPdf> {
  return {
    content: await renderer.render(statement),
    contentType: 'application/pdf',
    downloadName: statementFileName(statement),
  };
}

export function statementFileName(s: Statement): string {
  return s.kind === 'sale' ? `sale-statement-${s.investmentId}.pdf` : `statement-${s.year}.pdf`;
}

export function statementViewOf(s: Statement): StatementView {
  return {
    id: s.id,
    kind: s.kind,
    investmentId: s.investmentId,
    year: s.year,
    projectTitle: s.kind === 'sale' ? s.figures.projectTitle : null,
    unitNumber: s.kind === 'sale' ? s.figures.unitNumber : null,
    language: s.language,
    homeCurrency: s.homeCurrency,
    issuedAt: s.issuedAt,
    fileName: statementFileName(s),
  };
}

const statementNotFound = (id: number) =>
  appError('RESOURCE.NOT_FOUND', `Statement ${id} not found`, { details: { statementId: id } });

/** The signed-in investor's statements, newest first. */
export class ListMyStatements implements UseCase<Record<string, never>, StatementView[]> {
  readonly name = 'statements.listMine';
  readonly access = 'signed-in' as const;
  readonly input = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;
  constructor(private readonly deps: StatementsDeps) {}

  async execute(ctx: RequestContext): Promise<Result<StatementView[], AppError>> {
    const list = await this.deps.uow.read((store) => store.statements.listByOwner(ctx.actor!.userId));
    return ok(list.map(statementViewOf));
  }
}

export const statementPdfInput = z.object({ id: idInput });

/**
 * A statement's PDF, drawn from its stored figures: for its owner, or an admin (rules §5: admins read every
 * investor's records), whose reading of someone else's statement is audited on the owner. Another investor's
 * statement is a 404 like an unknown id, so an id tells nothing.
 */
export class DownloadStatement implements UseCase<z.output<typeof statementPdfInput>, StatementPdf> {
  readonly name = 'statements.download';
  readonly access = 'signed-in' as const;
  readonly input = statementPdfInput;
  constructor(private readonly deps: StatementsDeps) {}

  async execute(ctx: RequestContext, input: { id: number }): Promise<Result<StatementPdf, AppError>> {
    const actor = ctx.actor!;
    const statement = await this.deps.uow.run(async (store) => {
      const s = await store.statements.findById(input.id);
      if (!s) return null;
      if (s.userId !== actor.userId) {
        if (actor.role !== 'admin') return null;
        await store.audit.record({
          actorId: actor.userId,
          action: 'statement.downloaded',
          entity: 'user',
          entityId: String(s.userId),
          before: null,
          after: { statementId: s.id, kind: s.kind, investmentId: s.investmentId, year: s.year },
          at: ctx.clock.now(),
          correlationId: ctx.correlationId,
        });
      }
      return s;
    });
    if (!statement) return err(statementNotFound(input.id));
    return ok(await pdfOf(this.deps.renderer, statement));
  }
}

export const yearlyStatementInput = z.object({
  year: z.coerce
    .number({ error: 'must be a year' })
    .int('must be a whole year')
    .min(2000, 'must be 2000 or later')
    .max(9999, 'must be a year'),
});

/**
 * The signed-in investor's statement of a past year, issued on first download with the year end's rates stored
 * (so later downloads show the same figures). The current or a future year is a 400: its figures can still move.
 */
export class DownloadYearlyStatement implements UseCase<z.output<typeof yearlyStatementInput>, StatementPdf> {
  readonly name = 'statements.downloadYearly';
  readonly access = 'signed-in' as const;
  readonly input = yearlyStatementInput;
  constructor(private readonly deps: StatementsDeps) {}

  async execute(ctx: RequestContext, input: { year: number }): Promise<Result<StatementPdf, AppError>> {
    const now = ctx.clock.now();
    if (!isStatementYear(input.year, now)) {
      return err(
        appError('VALIDATION.INVALID_INPUT', 'Invalid input', {
          fields: { year: `must be a year that has ended (before ${now.getUTCFullYear()})` },
        }),
      );
    }
    const statement = await this.deps.uow.run((store) =>
      issueYearlyStatement(store, ctx.actor!.userId, input.year, now),
    );
    return ok(await pdfOf(this.deps.renderer, statement));
  }
}
