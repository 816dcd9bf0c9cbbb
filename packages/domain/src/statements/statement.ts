import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../accounts/language.rules.js';
import type { CurrencyCode, RateAt } from '../money/currency.js';
import type { SaleStatementFigures } from './sale-statement.js';
import type { YearlyStatementFigures } from './yearly-statement.js';

/** The languages statements are written in: the site's fifteen (accounts/language.rules.ts). */
export const STATEMENT_LANGUAGES = LANGUAGE_CODES;
export type StatementLanguage = LanguageCode;

export const isStatementLanguage = isLanguageCode;

/** What the recipient chose; either may be unset (or a value this code does not know). */
export interface RecipientSettings {
  readonly language: string | null;
  readonly homeCurrency: string | null;
}

/**
 * The language and home currency a statement is issued in: the investor's settings, else English and USD (the
 * unit of account), which is what an investor who never chose sees everywhere else.
 */
export function statementAudience(
  settings: RecipientSettings | null,
  isCurrency: (c: string) => c is CurrencyCode,
): {
  language: StatementLanguage;
  homeCurrency: CurrencyCode;
} {
  const language = settings?.language?.toLowerCase().slice(0, 2);
  const currency = settings?.homeCurrency?.toUpperCase() ?? '';
  return {
    language: isStatementLanguage(language) ? language : 'en',
    homeCurrency: isCurrency(currency) ? currency : 'USD',
  };
}

export type StatementKind = 'sale' | 'yearly';

interface StatementBase {
  readonly id: number;
  readonly userId: number;
  readonly language: StatementLanguage;
  readonly homeCurrency: CurrencyCode;
  readonly issuedAt: Date;
}

export interface SaleStatement extends StatementBase {
  readonly kind: 'sale';
  readonly investmentId: number;
  readonly year: null;
  readonly figures: SaleStatementFigures;
}

export interface YearlyStatement extends StatementBase {
  readonly kind: 'yearly';
  readonly investmentId: null;
  readonly year: number;
  readonly figures: YearlyStatementFigures;
}

export type Statement = SaleStatement | YearlyStatement;

export type NewStatement = Omit<SaleStatement, 'id'> | Omit<YearlyStatement, 'id'>;

/** The statements' storage and what issuing reads, bound to one transaction. */
export interface StatementStore {
  /** The recipient's language and home currency as set on their account (null when the user is gone). */
  recipientSettings(userId: number): Promise<RecipientSettings | null>;
  /** The rate of `code` in force at `instant` (the currency history; docs/currencies.md). */
  rateAt(code: CurrencyCode, instant: Date): Promise<RateAt | null>;
  /**
   * Stores the statement unless one of its kind exists for the same position (sale) or owner and year (yearly);
   * answers the stored one either way, so issuing twice issues once.
   */
  issue(statement: NewStatement): Promise<Statement>;
  findById(id: number): Promise<Statement | null>;
  findYearly(userId: number, year: number): Promise<YearlyStatement | null>;
  /** The owner's statements, newest first. */
  listByOwner(userId: number): Promise<Statement[]>;
}
