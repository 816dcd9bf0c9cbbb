import { defineEntity, p } from '@mikro-orm/core';

/** Small key/value facts about the installation itself (for example: the demo data was seeded). */
export const AppMetaRow = defineEntity({
  name: 'AppMetaRow',
  tableName: 'app_meta',
  properties: {
    key: p.text().primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
