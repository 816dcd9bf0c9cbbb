export * from './persistence/orm.js';
export * from './catalog/catalog-read.repository.js';
export * from './seed/demo-seed.js';
export * from './persistence/entities/index.js';
export * from './accounts/index.js';
export * from './mail/index.js';
export * from './rate-limit/index.js';
export * from './security/index.js';
