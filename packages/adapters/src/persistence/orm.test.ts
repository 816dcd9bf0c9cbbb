import { describe, expect, it } from 'vitest';
import { ProjectRow } from './entities/index.js';
import { useTestDatabase } from './testing/use-test-database.js';

describe('database', () => {
  const fixture = useTestDatabase();

  it('applies the committed migrations and keeps money exact in numeric(15,2)', async () => {
    const em = fixture.db.em();
    const project = em.create(ProjectRow, {
      title: 'T',
      description: 'D',
      location: 'East Legon, Accra',
      country: 'Ghana',
      projectType: 'residential',
      developerId: null,
      developerName: 'Dev',
      timeline: 24,
      constructionTimeline: '24 months',
      expectedProfit: '18.50',
      profitRangeMin: '15.00',
      profitRangeMax: '22.00',
      developerListingPrice: '1234567890123.45',
      unitPrice: '0.10',
      minInvestment: '0.20',
      status: 'available',
      imageUrl: null,
      offPlanPrice: null,
      minCoBuyAmount: null,
      completionListPrice: null,
      mediaUrls: [],
      priceNegotiable: true,
      completionDate: null,
    });
    await em.flush();
    const loaded = await fixture.db.em().findOneOrFail(ProjectRow, project.id);
    expect(loaded.developerListingPrice).toBe('1234567890123.45');
    expect(loaded.unitPrice).toBe('0.10');
    expect(fixture.db.kind).toBe(process.env.DATABASE_URL ? 'postgresql' : 'pglite');
  });
});
