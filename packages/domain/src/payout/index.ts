export * from './payout.js';
