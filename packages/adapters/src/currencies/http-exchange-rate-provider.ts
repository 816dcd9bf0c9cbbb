import type { ExchangeRateProvider, ProviderRates } from '@cobuy/domain';

export interface HttpExchangeRateProviderOptions {
  /** RATES_PROVIDER_URL: answers JSON with `rates` per 1 USD (open.er-api.com, exchangerate.host and alike). */
  readonly url: string;
  /** RATES_PROVIDER_TIMEOUT_MS: the whole request, headers and body. */
  readonly timeoutMs: number;
}

/** The answer's body is read up to this size: a rates document is a few kilobytes. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Fetches rates from a configured HTTP provider (docs/currencies.md, "Provider"). It understands the common shape
 * `{ "base" | "base_code": "USD", "rates": { "GHS": 12.5, ... } }` (other fields ignored)
 * and refuses an answer whose base is not USD (its rates would mean something else). It validates nothing else:
 * the use case checks each rate as it checks an admin's.
 */
export class HttpExchangeRateProvider implements ExchangeRateProvider {
  constructor(private readonly options: HttpExchangeRateProviderOptions) {}

  async fetchRates(signal: AbortSignal): Promise<ProviderRates> {
    const response = await fetch(this.options.url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`The rates provider answered HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_BODY_BYTES) throw new Error('The rates provider answered more than 256 KB');
    const body = JSON.parse(text) as Record<string, unknown>;
    const base = body.base ?? body.base_code ?? 'USD';
    if (base !== 'USD') throw new Error(`The rates provider's base is ${String(base)}, not USD`);
    const rates = body.rates;
    if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) {
      throw new Error('The rates provider answered no `rates` object');
    }
    return { rates: rates as Record<string, unknown> };
  }
}
