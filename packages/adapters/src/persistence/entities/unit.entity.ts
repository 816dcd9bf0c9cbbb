import { defineEntity, p } from '@mikro-orm/core';

export const UnitRow = defineEntity({
  name: 'UnitRow',
  tableName: 'units',
  properties: {
    id: p.integer().primary().autoincrement(),
    // A plain foreign-key column: units are always loaded by project id in batches (DataLoader),
    // never through an ORM relation, so no lazy loading can sneak in a query per row.
    projectId: p.integer(),
    unitNumber: p.text(),
    unitType: p.text(),
    bedrooms: p.integer(),
    bathrooms: p.integer(),
    floorArea: p.decimal('string').precision(10).scale(2).nullable(),
    plotSize: p.decimal('string').precision(10).scale(2).nullable(),
    price: p.decimal('string').precision(15).scale(2),
    totalInvestmentNeeded: p.decimal('string').precision(15).scale(2),
    currentInvestment: p.decimal('string').precision(15).scale(2),
    minInvestmentAmount: p.decimal('string').precision(15).scale(2),
    status: p.text(),
    features: p.array().columnType('text[]'),
    description: p.text().nullable(),
    imageUrl: p.text().nullable(),
    floor: p.integer().nullable(),
    block: p.text().nullable(),
    soldAt: p.datetime().nullable(),
    soldPrice: p.decimal('string').precision(15).scale(2).nullable(),
    profitGenerated: p.decimal('string').precision(15).scale(2).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
