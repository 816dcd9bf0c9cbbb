import { z } from 'zod';
import { money } from './response.schemas.js';

/** The admin overview's answer (presenters/admin-overview.presenter.ts), for the OpenAPI document and tests. */

const count = z.number().int().nonnegative();

const adminOverviewWeekJson = z.object({
  weekStart: z.iso.date().meta({ description: 'The Monday (UTC) that starts the week, YYYY-MM-DD' }),
  commitments: money.meta({
    description: 'Amounts of the investments created that week that still stand (every status but cancelled), USD',
  }),
  confirmedPayments: money.meta({
    description: 'Amounts of the investments whose payment was confirmed that week, USD',
  }),
});

export const adminOverviewJson = z.object({
  activeProjects: count.meta({ description: 'Projects whose status is not completed' }),
  totalProjects: count.meta({ description: 'Every project in the catalog' }),
  pendingInterests: count.meta({ description: 'Investment interests waiting for approval (status pending)' }),
  pendingKyc: count.meta({ description: 'KYC submissions waiting for a decision (pending or under review)' }),
  confirmedInvestment: money.meta({
    description: 'Total Investment: the sum of confirmed investments (active and completed), all time, USD',
  }),
  investmentNeeded: money.meta({ description: "The sum of every unit's total investment needed (the catalog), USD" }),
  weeks: z.array(adminOverviewWeekJson).meta({
    description: 'The 12 UTC weeks ending with the current one, oldest first; weeks without activity are zeros',
  }),
});
