export * from './sql-currency-rates.js';
export * from './http-exchange-rate-provider.js';
