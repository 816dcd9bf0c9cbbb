export * from './file-cipher.js';
export * from './sql-encrypted-file.store.js';
export { CHUNK_BYTES } from './stored-file-format.js';
