import type { AppServices } from '../composition-root.js';
import { statementJson } from '../openapi/statements-response.schemas.js';
import { presentStatement } from '../presenters/statements.presenter.js';
import { defineFileRoute, defineRoute, type RestRoute } from './rest-route.js';

/**
 * Statements (issue 22 item 5; docs/investing.md "Sale statements"): the signed-in investor's list, and the
 * PDFs, drawn from the stored figures, never cached (`no-store`), offered as a named file.
 */
export function statementRoutes(services: AppServices): readonly RestRoute[] {
  const { statements } = services;
  const tags = ['Statements'];
  return [
    defineRoute({
      method: 'get',
      path: '/statements',
      useCase: statements.listMine,
      input: {},
      present: (list) => list.map(presentStatement),
      summary: 'Your statements, newest first',
      description: 'Sale statements (one per sold position, issued with the sale) and the yearly ones you asked for.',
      tags,
      response: { description: 'The statements', schema: statementJson.array() },
    }),
    defineFileRoute({
      method: 'get',
      path: '/statements/yearly/:year/pdf',
      useCase: statements.downloadYearly,
      input: { path: { year: 'year' } },
      summary: 'Your statement of a past year, as a PDF (issued on first download, then the same figures)',
      description:
        'Every position paid by the year end and not sold before it began, with totals at the year end rates, ' +
        'which are stored with the statement. The current or a future year is a 400 on `year`.',
      tags,
      response: { description: 'The PDF (no-store)', contentType: 'application/pdf' },
    }),
    defineFileRoute({
      method: 'get',
      path: '/statements/:id/pdf',
      useCase: statements.download,
      input: { path: { id: 'id' } },
      summary: 'One statement as a PDF (its owner or an admin; an admin reading another’s is audited)',
      description: "Another investor's statement is 404 like an unknown id.",
      tags,
      response: { description: 'The PDF (no-store)', contentType: 'application/pdf' },
      errors: ['RESOURCE.NOT_FOUND'],
    }),
  ];
}
