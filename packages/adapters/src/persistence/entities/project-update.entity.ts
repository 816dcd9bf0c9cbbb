import { defineEntity, p } from '@mikro-orm/core';

export const ProjectUpdateRow = defineEntity({
  name: 'ProjectUpdateRow',
  tableName: 'project_updates',
  properties: {
    id: p.integer().primary().autoincrement(),
    projectId: p.integer(),
    title: p.text(),
    description: p.text(),
    progressPercentage: p.integer(),
    updateType: p.text(),
    imageUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
