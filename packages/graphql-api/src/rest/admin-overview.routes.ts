import type { AppServices } from '../composition-root.js';
import { adminOverviewJson } from '../openapi/admin-overview-response.schemas.js';
import { presentAdminOverview } from '../presenters/admin-overview.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/** The admin panel's summary cards and chart (accounts spec §2, issue 11), admins only. */
export function adminOverviewRoutes(services: AppServices): readonly RestRoute[] {
  return [
    defineRoute({
      method: 'get',
      path: '/secure-admin/overview',
      useCase: services.adminOverview.get,
      input: {},
      present: presentAdminOverview,
      summary: "The admin panel's summary figures and weekly commitments and payments (admins only)",
      description:
        'Active projects (every status but completed and archived), pending investment interests, Total Investment (confirmed ' +
        "investments, active and completed, against the catalog's total investment needed) and pending KYC " +
        '(pending or under review); and for the 12 UTC weeks (Monday first) ending with the current one, the ' +
        'investments committed (created, not cancelled) and the payments confirmed, in USD. One database snapshot.',
      tags: ['Admin overview'],
      response: { description: 'The figures and the weekly series', schema: adminOverviewJson },
    }),
  ];
}
