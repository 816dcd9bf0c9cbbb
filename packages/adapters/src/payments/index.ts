export * from './sql-payment-checkout.repository.js';
export * from './paystack-payment-provider.js';
export * from './fake-paystack-server.js';
