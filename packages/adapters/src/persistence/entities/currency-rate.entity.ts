import { defineEntity, p } from '@mikro-orm/core';

export const CurrencyRateRow = defineEntity({
  name: 'CurrencyRateRow',
  tableName: 'currency_rates',
  properties: {
    code: p.text().primary(),
    name: p.text(),
    symbol: p.text(),
    flag: p.text(),
    rate: p.decimal('string').precision(18).scale(6),
    decimals: p.integer(),
    sortOrder: p.integer(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
