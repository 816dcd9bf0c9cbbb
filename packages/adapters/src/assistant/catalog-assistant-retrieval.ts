import {
  MoneyTotal,
  normaliseText,
  type AssistantRetrieval,
  type CatalogCriteria,
  type CatalogReadRepository,
  type Project,
  type ProjectFacts,
} from '@cobuy/domain';

const OPEN_UNIT_STATUSES = new Set(['available', 'partially_funded']);

/** Projects read per statement while walking the catalog (the list's documented page cap). */
const WALK_PAGE = 1000;

/**
 * The assistant's retrieval port over the live catalog (the same repository the projects pages read): public
 * projects filtered by the question's entities, each with the figures derived from its units, in three
 * queries whatever the number of projects. Places match the location or the country, accents and case aside.
 */
export class CatalogAssistantRetrieval implements AssistantRetrieval {
  constructor(private readonly catalog: CatalogReadRepository) {}

  async search(criteria: CatalogCriteria): Promise<ProjectFacts[]> {
    const listed = await this.publicProjects(criteria);
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

  /**
   * Every public project of the asked type, walked page by page (places are matched here, accent- and
   * case-blind and against the country too, which the SQL location filter does not do).
   */
  private async publicProjects(criteria: CatalogCriteria): Promise<Project[]> {
    const filter = { projectType: criteria.projectType, includeArchived: false };
    const projects: Project[] = [];
    let after = null;
    for (;;) {
      const page = await this.catalog.listProjects(filter, { after, limit: WALK_PAGE });
      for (const { row } of page.rows) projects.push(row);
      if (!page.hasMore || page.rows.length === 0) return projects;
      after = page.rows[page.rows.length - 1]!.key;
    }
  }
}
