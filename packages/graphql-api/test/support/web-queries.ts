import { webOperations, type WebOperation } from '../../src/bench/web-operations.js';

/**
 * Variables that let the web app's queries run against the demo catalog (the others need none, or fail on their
 * missing variables the same way on every path): the tests that compare two ways of answering every web query.
 */
export const WEB_QUERY_VARIABLES: Readonly<Record<string, Record<string, unknown>>> = {
  ProjectPage: { id: 1 },
  ProjectsPage: { filter: { location: 'Accra', minInvestment: '10000' }, first: 12 },
  AdminProjectInterests: { status: 'all' },
  AdminProjectUnits: { projectId: 1 },
  AuditRecords: { first: 5 },
  CalculateInvestment: { input: { amount: '25000.00', returnRate: '16', timeline: 24 } },
  ChatLeads: { page: 1 },
  UnitSalePreview: { unitId: 1, soldPrice: '900000.00', profitGenerated: '100000.00' },
  UserAnalytics: { page: 1, pageSize: 5 },
};

/** The web app's queries (its operations that are not mutations), as the pages send them. */
export const webQueries = (): WebOperation[] =>
  webOperations().filter((op) => /^\s*query\b/m.test(op.text.split('\n')[0] ?? ''));

/**
 * An answer's text with its `asOf` (the instant an answer was computed: returns at today's rates) made the same,
 * so two answers computed moments apart compare.
 */
export const withoutAnswerInstant = (text: string): string => text.replace(/"asOf":"[^"]*"/g, '"asOf":"(now)"');
