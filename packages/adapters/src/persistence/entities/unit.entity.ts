import { defineEntity, p } from '@mikro-orm/core';

/** The `units` table, for writes. Reads go through UnitStateRow, which adds the derived funding. */
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
    minInvestmentAmount: p.decimal('string').precision(15).scale(2),
    /** An admin's hand-set funding status (audited); null means "follow the confirmed funding". */
    fundingOverride: p.text().nullable(),
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

/**
 * The view `unit_states`: a unit with its confirmed funding (`currentInvestment`) and status derived from its
 * investments in the database, the one place they are computed (migration 400). Read only.
 */
export const UnitStateRow = defineEntity({
  name: 'UnitStateRow',
  tableName: 'unit_states',
  properties: {
    ...UnitRow.properties,
    currentInvestment: p.decimal('string').precision(15).scale(2),
    status: p.text(),
  },
});
