export * from './persistence/orm.js';
export * from './catalog/catalog-read.repository.js';
export * from './seed/demo-seed.js';
export * from './persistence/entities/index.js';
