import { defineEntity, p } from '@mikro-orm/core';

export const DeveloperRow = defineEntity({
  name: 'DeveloperRow',
  tableName: 'developers',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    description: p.text(),
    email: p.text(),
    phone: p.text(),
    website: p.text().nullable(),
    address: p.text(),
    city: p.text(),
    country: p.text(),
    establishedYear: p.integer().nullable(),
    licenseNumber: p.text().nullable(),
    specialties: p.array().columnType('text[]'),
    logoUrl: p.text().nullable(),
    completedProjects: p.integer(),
    totalValue: p.decimal('string').precision(15).scale(2),
    rating: p.decimal('string').precision(3).scale(2),
    isActive: p.boolean(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
