import type { ExchangeRateSource, PaymentProvider } from '@cobuy/domain';
import type { InvestingDeps } from '../investing/investing.deps.js';

/** What the online-payment use cases are built from (docs/payments.md). */
export interface PaymentsDeps extends Pick<InvestingDeps, 'uow' | 'paymentDetails'> {
  /** Null when paying online is off (no key, outside development): bank transfer only. */
  readonly provider: PaymentProvider | null;
  /** Checks a webhook's signature on its raw body (the provider's own scheme). */
  readonly verifySignature: (rawBody: Uint8Array, signature: string | undefined) => boolean;
  readonly rates: ExchangeRateSource;
  /** Where the provider sends the investor back: the dashboard. */
  readonly callbackUrl: string;
  readonly log: { warn(message: string, data?: unknown): void };
}
