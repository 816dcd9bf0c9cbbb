import type { ProjectListRow } from '../list-projects/project-list.read-model.js';

/**
 * One project as the catalog's read models answer it (Legon Heights, id 7: 3 units, 2 available, 1 partly funded),
 * for the use-case tests of the list and the project page. A fresh copy each call.
 */
export function projectListRow(): ProjectListRow {
  return {
    item: {
      id: 7,
      title: 'Legon Heights',
      description: 'd',
      location: 'Accra',
      country: 'Ghana',
      imageUrl: null,
      status: 'funding',
      developerId: null,
      developerName: 'Dev',
      projectType: 'residential',
      timeline: 24,
      constructionTimeline: '24 months',
      expectedProfit: '18.50',
      profitRangeMin: '15.00',
      profitRangeMax: '22.00',
      developerListingPrice: '100000.00',
      unitPrice: '50000.00',
      minInvestment: '5000.00',
      totalInvestmentNeeded: '150000.00',
      currentFunding: '20000.00',
      availableUnits: 2,
      totalUnits: 3,
      completionDate: null,
      createdAt: '2026-11-26T10:00:00.000Z',
    },
    units: {
      partiallyFundedUnits: 1,
      fullyFundedUnits: 0,
      soldUnits: 0,
      minInvestmentLow: '2500.00',
      minInvestmentHigh: '5000.00',
    },
  };
}
