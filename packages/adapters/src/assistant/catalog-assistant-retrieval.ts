import {
  MoneyTotal,
  normaliseText,
  type AssistantRetrieval,
  type CatalogCriteria,
  type CatalogReadRepository,
  type ProjectFacts,
} from '@cobuy/domain';

const OPEN_UNIT_STATUSES = new Set(['available', 'partially_funded']);

/**
 * The assistant's retrieval port over the live catalog (the same repository the projects pages read): public
 * projects filtered by the question's entities, each with the figures derived from its units, in three
 * queries whatever the number of projects. Places match the location or the country, accents and case aside.
 */
export class CatalogAssistantRetrieval implements AssistantRetrieval {
  constructor(private readonly catalog: CatalogReadRepository) {}

  async search(criteria: CatalogCriteria): Promise<ProjectFacts[]> {
    const listed = await this.catalog.listProjects({ projectType: criteria.projectType, includeArchived: false });
    const place = criteria.location ? normaliseText(criteria.location) : null;
    const projects = listed.filter(
      (p) =>
        (!criteria.projectIds || criteria.projectIds.includes(p.id)) &&
        (!place || normaliseText(`${p.location}, ${p.country}`).includes(place)),
    );
    const ids = projects.map((p) => p.id);
    const [summaries, units] = await Promise.all([
      this.catalog.summariseUnitsByProject(ids),
      this.catalog.listUnitsByProject(ids),
    ]);
    return projects.map((project) => {
      const summary = summaries.get(project.id)!;
      const open = (units.get(project.id) ?? []).filter((u) => OPEN_UNIT_STATUSES.has(u.status));
      const left = summary.totalInvestmentNeeded.cents - summary.currentFunding.cents;
      return {
        id: project.id,
        title: project.title,
        location: project.location,
        country: project.country,
        projectType: project.projectType,
        status: project.status,
        timeline: project.timeline,
        completionDate: project.completionDate,
        minInvestment: project.minInvestment,
        expectedProfit: project.expectedProfit,
        profitRangeMin: project.profitRangeMin,
        profitRangeMax: project.profitRangeMax,
        fundingLeft: MoneyTotal.fromCents(left > 0n ? left : 0n),
        totalUnits: summary.totalUnits,
        openUnits: summary.availableUnits + summary.partiallyFundedUnits,
        units: open.map((u) => ({
          id: u.id,
          unitNumber: u.unitNumber,
          unitType: u.unitType,
          bedrooms: u.bedrooms,
          status: u.status,
          price: u.price,
          minInvestmentAmount: u.minInvestmentAmount,
        })),
      };
    });
  }
}
