import type { CurrencyRate, CurrencyRateChange, RateAt } from '@cobuy/domain';

/** A display currency with its current rate per 1 USD (the picker's entry). */
export const presentCurrency = (c: CurrencyRate) => ({
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  flag: c.flag,
  rate: c.rate,
  decimals: c.decimals,
});
export type CurrencyJson = ReturnType<typeof presentCurrency>;

/** One change of a rate, as the Currencies tab's history lists it. */
export const presentRateChange = (c: CurrencyRateChange) => ({
  id: c.id,
  code: c.code,
  rate: c.rate,
  previousRate: c.previousRate,
  effectiveAt: c.effectiveAt.toISOString(),
  setAt: c.setAt.toISOString(),
  setBy: c.setBy === null ? null : { id: c.setBy, email: c.setByEmail },
  source: c.source,
});
export type RateChangeJson = ReturnType<typeof presentRateChange>;

export const presentRateAt = (r: RateAt) => ({ code: r.code, rate: r.rate, effectiveAt: r.effectiveAt.toISOString() });
export type RateAtJson = ReturnType<typeof presentRateAt>;
