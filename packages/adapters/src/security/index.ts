export * from './argon2-password-hasher.js';
export * from './crypto-token-issuer.js';
