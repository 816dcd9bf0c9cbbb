export * from './payment-checkout.js';
