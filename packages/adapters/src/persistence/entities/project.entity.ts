import { defineEntity, p } from '@mikro-orm/core';

export const ProjectRow = defineEntity({
  name: 'ProjectRow',
  tableName: 'projects',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.text(),
    description: p.text(),
    location: p.text(),
    country: p.text(),
    projectType: p.text(),
    developerId: p.integer().nullable(),
    developerName: p.text(),
    timeline: p.integer(),
    constructionTimeline: p.text(),
    expectedProfit: p.decimal('string').precision(5).scale(2),
    profitRangeMin: p.decimal('string').precision(5).scale(2),
    profitRangeMax: p.decimal('string').precision(5).scale(2),
    developerListingPrice: p.decimal('string').precision(15).scale(2),
    unitPrice: p.decimal('string').precision(15).scale(2),
    minInvestment: p.decimal('string').precision(15).scale(2),
    status: p.text(),
    imageUrl: p.text().nullable(),
    offPlanPrice: p.decimal('string').precision(15).scale(2).nullable(),
    minCoBuyAmount: p.decimal('string').precision(15).scale(2).nullable(),
    completionListPrice: p.decimal('string').precision(15).scale(2).nullable(),
    mediaUrls: p.array().columnType('text[]'),
    priceNegotiable: p.boolean(),
    completionDate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
