import { Money } from '@cobuy/domain';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { AppMetaRow, DeveloperRow, ProjectRow, ProjectUpdateRow, UnitRow } from '../persistence/entities/index.js';
import { insertConfirmedInvestments } from './confirmed-investments.js';
import { seedDemoChatLeads } from './demo-chat-leads.js';
import { demoUnitDescription } from './demo-unit-description.js';
import { DEMO_DEVELOPERS } from './demo-developers.data.js';
import { demoUnitFunding } from './demo-funding.js';
import { DEMO_INVESTORS } from './demo-investors.data.js';
import { DEMO_PROJECTS, demoUnitStatus, type DemoProject, type DemoUnitGroup } from './demo-projects.data.js';
import { insertPasswordlessUsers } from './passwordless-users.js';

// For the bench, which writes its generated funded units the same way.
export { insertConfirmedInvestments, type UnitFunding } from './confirmed-investments.js';
export { insertPasswordlessUsers } from './passwordless-users.js';

const DEMO_SEED_KEY = 'demo_seed';

/** The web app ships an illustration per demo project (packages/web/scripts/project-art.mjs draws them). */
const demoImageUrl = (title: string): string =>
  `/images/projects/${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;
const DAY_MS = 86_400_000;

/**
 * Seeds the demo catalog once. It never runs over existing data: it is skipped when the marker is set or
 * when any project or developer already exists (for example, created by an administrator).
 * Funded and sold units come with the demo investors' confirmed investments that explain them, since a unit's
 * funding is derived from its investments. Returns whether it seeded.
 */
export async function seedDemoCatalog(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.em().transactional(async (em) => {
    if (await em.findOne(AppMetaRow, { key: DEMO_SEED_KEY })) return false;
    if ((await em.count(ProjectRow, {})) > 0 || (await em.count(DeveloperRow, {})) > 0) return false;

    const developerIds = new Map<string, number>();
    for (const developer of DEMO_DEVELOPERS) {
      const row = em.create(DeveloperRow, {
        ...developer,
        specialties: [...developer.specialties],
        logoUrl: null,
        isActive: true,
      });
      await em.flush();
      developerIds.set(developer.name, row.id);
    }
    const investorIds = await insertPasswordlessUsers(em, DEMO_INVESTORS, now);
    for (const project of DEMO_PROJECTS) await seedProject(em, project, developerIds, investorIds, now);
    await seedDemoChatLeads(em, now);
    em.create(AppMetaRow, { key: DEMO_SEED_KEY, value: now.toISOString() });
    await em.flush();
    return true;
  });
}

function expandUnits(project: DemoProject): { group: DemoUnitGroup; index: number; number: string }[] {
  const units: { group: DemoUnitGroup; index: number; number: string }[] = [];
  project.unitGroups.forEach((group, groupIndex) => {
    const block = String.fromCharCode(65 + groupIndex);
    for (let i = 0; i < group.count; i++) {
      units.push({ group, index: i, number: `${block}-${String(i + 1).padStart(2, '0')}` });
    }
  });
  return units;
}

async function seedProject(
  em: SqlEntityManager,
  project: DemoProject,
  developerIds: Map<string, number>,
  investorIds: readonly number[],
  now: Date,
): Promise<void> {
  const units = expandUnits(project);
  const prices = units.map((u) => Money.of(u.group.price));
  const createdAt = new Date(now.getTime() - project.daysSinceListed * DAY_MS);
  const completionDate = new Date(now.getTime() + project.completionInMonths * 30 * DAY_MS);
  const row = em.create(ProjectRow, {
    title: project.title,
    description: project.description,
    location: project.location,
    country: project.country,
    projectType: project.projectType,
    developerId: developerIds.get(project.developerName) ?? null,
    developerName: project.developerName,
    timeline: project.timeline,
    constructionTimeline: `${project.timeline} months`,
    expectedProfit: project.expectedProfit,
    profitRangeMin: project.profitRangeMin,
    profitRangeMax: project.profitRangeMax,
    // The developer's listing price is the whole project's value: the sum of its units.
    developerListingPrice: Money.sum(prices).toString(),
    unitPrice: prices.reduce((a, b) => a.min(b)).toString(),
    minInvestment: project.minInvestment,
    status: project.status,
    imageUrl: demoImageUrl(project.title),
    offPlanPrice: null,
    minCoBuyAmount: project.minInvestment,
    completionListPrice: null,
    mediaUrls: [],
    priceNegotiable: true,
    completionDate,
    createdAt,
  });
  await em.flush();

  const planned = units.map(({ group, index, number }) => {
    const intended = demoUnitStatus(group, index);
    const price = Money.of(group.price);
    const isApartment = group.unitType.includes('apartment');
    const soldPrice = intended === 'sold' ? price.multiplyRatio(118n + BigInt(index * 3), 100n) : null;
    const soldAt = soldPrice ? new Date(now.getTime() - (20 + index) * DAY_MS) : null;
    const unitRow = em.create(UnitRow, {
      projectId: row.id,
      unitNumber: number,
      unitType: group.unitType,
      bedrooms: group.bedrooms,
      bathrooms: group.bathrooms,
      floorArea: group.floorArea,
      plotSize: group.plotSize ?? null,
      price: price.toString(),
      totalInvestmentNeeded: price.toString(),
      minInvestmentAmount: group.minInvestmentAmount,
      // The status follows from the investments written below; nothing is set by hand.
      fundingOverride: null,
      features: [...group.features],
      description: demoUnitDescription(group.unitType, group.bedrooms, project.title),
      imageUrl: null,
      floor: isApartment ? 1 + (index % 10) : null,
      block: isApartment ? number.slice(0, 1) : null,
      soldAt,
      soldPrice: soldPrice?.toString() ?? null,
      profitGenerated: soldPrice ? soldPrice.subtract(price).toString() : null,
      createdAt,
    });
    return { unitRow, intended, price, soldAt, soldPrice, group, index };
  });

  for (const update of project.updates) {
    em.create(ProjectUpdateRow, {
      projectId: row.id,
      title: update.title,
      description: update.description,
      progressPercentage: update.progressPercentage,
      updateType: update.updateType,
      imageUrl: null,
      createdAt: new Date(now.getTime() - update.daysAgo * DAY_MS),
    });
  }
  await em.flush();

  const fundings = planned.flatMap(({ unitRow, intended, price, soldAt, soldPrice, group, index }, position) => {
    const sale = soldAt && soldPrice ? { soldAt, profitGenerated: soldPrice.subtract(price) } : null;
    const unit = { id: unitRow.id, projectId: row.id, price, sale };
    const plan = { unit, intended, minInvestment: Money.of(group.minInvestmentAmount), index };
    return demoUnitFunding(plan, investorIds, row.id + position, createdAt, now) ?? [];
  });
  await insertConfirmedInvestments(em, fundings);
}
