import { ProjectRow, UnitRow, type Row } from '../entities/index.js';
import type { SqlEntityManager } from '../orm.js';

/** What a test may set differently from the defaults below. */
export interface CatalogRowsOverrides {
  readonly project?: Partial<
    Pick<Row<typeof ProjectRow>, 'title' | 'description' | 'status' | 'developerListingPrice'>
  >;
  readonly unit?: Partial<Pick<Row<typeof UnitRow>, 'features'>>;
}

/**
 * A project in funding ("Funding Court", Spintex, residential, minimum investment 1000.00) with one unit of
 * 100000.00 per number given, none funded: the catalog tests' starting point. `overrides` changes the few fields
 * a test needs otherwise.
 */
export async function insertProjectWithUnits(
  em: SqlEntityManager,
  unitNumbers: readonly string[],
  overrides: CatalogRowsOverrides = {},
): Promise<{ projectId: number; unitIds: number[] }> {
  const project = em.create(ProjectRow, {
    title: 'Funding Court',
    description: 'Units in every funding state',
    location: 'Spintex, Accra',
    country: 'Ghana',
    projectType: 'residential',
    developerId: null,
    developerName: 'Dev',
    timeline: 24,
    constructionTimeline: '24 months',
    expectedProfit: '18.00',
    profitRangeMin: '15.00',
    profitRangeMax: '20.00',
    developerListingPrice: '500000.00',
    unitPrice: '100000.00',
    minInvestment: '1000.00',
    status: 'funding',
    imageUrl: null,
    offPlanPrice: null,
    minCoBuyAmount: null,
    completionListPrice: null,
    mediaUrls: [],
    priceNegotiable: true,
    completionDate: null,
    ...overrides.project,
  });
  await em.flush();
  const units = unitNumbers.map((unitNumber) =>
    em.create(UnitRow, {
      projectId: project.id,
      unitNumber,
      unitType: '2-bedroom-terrace',
      bedrooms: 2,
      bathrooms: 2,
      floorArea: '90.00',
      plotSize: null,
      price: '100000.00',
      totalInvestmentNeeded: '100000.00',
      minInvestmentAmount: '1000.00',
      fundingOverride: null,
      features: [],
      description: null,
      imageUrl: null,
      floor: null,
      block: null,
      soldAt: null,
      soldPrice: null,
      profitGenerated: null,
      ...overrides.unit,
    }),
  );
  await em.flush();
  return { projectId: project.id, unitIds: units.map((u) => u.id) };
}
