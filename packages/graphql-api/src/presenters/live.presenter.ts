import type { ProjectFunding } from '@cobuy/application';
import { presentUnit, presentUnitStatistics } from './catalog.presenter.js';

/** A project's funding figures as `projectFundingChanged` pushes them: what the project page shows of them. */
export const presentProjectFunding = ({ project, summary, statistics, units }: ProjectFunding) => ({
  projectId: project.id,
  currentFunding: summary.currentFunding.toString(),
  totalInvestmentNeeded: summary.totalInvestmentNeeded.toString(),
  availableUnits: summary.availableUnits,
  totalUnits: summary.totalUnits,
  unitStatistics: presentUnitStatistics(statistics),
  units: units.map(presentUnit),
});
export type ProjectFundingJson = ReturnType<typeof presentProjectFunding>;
