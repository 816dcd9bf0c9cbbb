import { describe, expect, it } from 'vitest';
import { currencyRateSchema, RATE_MESSAGES } from './currency-rate-form';

const check = (rate: string) =>
  currencyRateSchema.validate({ rate }).then(
    () => null,
    (error: { message: string }) => error.message,
  );

describe('the rate field', () => {
  it.each(['0.81', '12.5', '1650', '0.000001', ' 7.3 '])('accepts %j', async (rate) => {
    expect(await check(rate)).toBeNull();
  });

  it.each([
    ['0', RATE_MESSAGES.positive],
    ['0.000', RATE_MESSAGES.positive],
    ['-1', RATE_MESSAGES.number],
    ['abc', RATE_MESSAGES.number],
    ['1e3', RATE_MESSAGES.number],
    ['', RATE_MESSAGES.number],
    ['0.0000001', RATE_MESSAGES.decimals],
    ['1234567890123', RATE_MESSAGES.digits],
  ])('refuses %j: %s', async (rate, message) => {
    expect(await check(rate)).toBe(message);
  });
});
