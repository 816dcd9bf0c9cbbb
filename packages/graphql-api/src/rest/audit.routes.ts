import type { AppServices } from '../composition-root.js';
import { auditPageJson } from '../openapi/audit-response.schemas.js';
import { presentAuditPage } from '../presenters/audit.presenter.js';
import { defineFileRoute, defineRoute, type RestRoute } from './rest-route.js';

const FILTERS = ['actorId', 'actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;
const FILTERS_DESCRIPTION =
  '`actorId`, or `actor`: part of the name, username or email (`system` finds what the platform did by itself); ' +
  '`entity` and `entityId`; `action`: part of the action name; `from` and `to`: a day (`YYYY-MM-DD`, UTC, both ' +
  'ends included) or an ISO 8601 date-time with its offset. `from` after `to` is a 400.';

/**
 * The audit trail (issue 11 §9): every admin action and every money or ownership transition, for admins.
 * Records are only ever added; nothing here or anywhere else edits or deletes one.
 */
export function auditRoutes(services: AppServices): readonly RestRoute[] {
  const { audit } = services;
  const tags = ['Audit'];
  return [
    defineRoute({
      method: 'get',
      path: '/secure-admin/audit',
      useCase: audit.list,
      input: { query: [...FILTERS, 'after', 'first'] },
      present: presentAuditPage,
      summary: 'The audit trail, newest first, a page at a time (admins only)',
      description: `${FILTERS_DESCRIPTION} Pages hold \`first\` records (50 unless set, at most 200); pass \`nextCursor\` as \`after\` for the next.`,
      tags,
      response: { description: 'One page of records, and the cursor of the next', schema: auditPageJson },
    }),
    defineFileRoute({
      method: 'get',
      path: '/secure-admin/audit.csv',
      useCase: audit.exportCsv,
      input: { query: [...FILTERS] },
      summary: 'The audit trail as CSV, with the same filters (admins only)',
      description:
        `${FILTERS_DESCRIPTION} A header row, then the newest 10,000 matching records at most (\`X-Truncated: true\` ` +
        'when more matched). Cells a spreadsheet would read as a formula are prefixed with a single quote.',
      tags,
      response: { description: 'The records as a CSV download', contentType: 'text/csv; charset=utf-8' },
    }),
  ];
}
