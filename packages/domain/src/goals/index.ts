export * from './financial-goal.js';
export * from './financial-goal.repository.port.js';
