export * from './file-cipher.js';
export * from './sql-encrypted-file.store.js';
