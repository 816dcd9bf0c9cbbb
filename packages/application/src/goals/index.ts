export * from './goals.deps.js';
export * from './goals-errors.js';
export * from './financial-goal-view.js';
export * from './list-financial-goals/list-financial-goals.use-case.js';
export * from './create-financial-goal/create-financial-goal.use-case.js';
export * from './update-financial-goal/update-financial-goal.use-case.js';
export * from './delete-financial-goal/delete-financial-goal.use-case.js';
