import type { CheckoutRequest, PaymentProvider, ProviderTransaction, StartedCheckout } from '@cobuy/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's production API; PAYSTACK_BASE_URL points elsewhere (the fake provider in tests and development). */
export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * True when `signature` (the `x-paystack-signature` header) is the HMAC-SHA512 of exactly these raw body bytes
 * under the secret key, compared in constant time. A body re-serialised from parsed JSON would not do: one byte
 * of difference (spacing, key order) changes the digest.
 */
export function isValidPaystackSignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The signature Paystack sends with a body (for the fake provider and tests). */
export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

interface PaystackAnswer {
  status?: boolean;
  message?: string;
  data?: Record<string, unknown>;
}

export class PaymentProviderError extends Error {}

/** A Paystack transaction record (verify, or a webhook's `data`) as the domain reads it. */
export function toProviderTransaction(data: Record<string, unknown>): ProviderTransaction {
  const amount = data.amount;
  const paidAt = data.paid_at ?? data.paidAt;
  return {
    reference: String(data.reference ?? ''),
    status: String(data.status ?? ''),
    amountMinor: typeof amount === 'number' || typeof amount === 'string' ? BigInt(String(amount)) : 0n,
    currency: String(data.currency ?? ''),
    channel: typeof data.channel === 'string' ? data.channel : null,
    paidAt: typeof paidAt === 'string' && paidAt ? new Date(paidAt) : null,
    raw: {
      id: data.id ?? null,
      reference: data.reference ?? null,
      status: data.status ?? null,
      amount: data.amount ?? null,
      currency: data.currency ?? null,
      channel: data.channel ?? null,
      paid_at: paidAt ?? null,
      gateway_response: data.gateway_response ?? null,
      // What the provider says about the payer's instrument, never its number: Paystack masks it already,
      // and only the brand and bank are kept.
      authorization:
        data.authorization && typeof data.authorization === 'object'
          ? {
              channel: (data.authorization as Record<string, unknown>).channel ?? null,
              brand: (data.authorization as Record<string, unknown>).brand ?? null,
              bank: (data.authorization as Record<string, unknown>).bank ?? null,
            }
          : null,
    },
  };
}

/**
 * The payments port over Paystack's documented API: POST /transaction/initialize opens a hosted checkout (the
 * investor types card or wallet details there, never here), GET /transaction/verify/:reference reads a
 * transaction back. Amounts are in the currency's lowest unit (pesewas, cents).
 */
export class PaystackPaymentProvider implements PaymentProvider {
  readonly name = 'paystack';
  private readonly baseUrl: string;

  constructor(
    private readonly secretKey: string,
    baseUrl: string = PAYSTACK_DEFAULT_BASE_URL,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ http: number; answer: PaystackAnswer }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    try {
      return { http: response.status, answer: JSON.parse(text) as PaystackAnswer };
    } catch {
      throw new PaymentProviderError(`Paystack answered ${response.status} with no JSON`);
    }
  }

  async initialize(request: CheckoutRequest): Promise<StartedCheckout> {
    const { http, answer } = await this.call('POST', '/transaction/initialize', {
      email: request.email,
      amount: request.amountMinor.toString(),
      currency: request.currency,
      reference: request.reference,
      callback_url: request.callbackUrl,
      channels: request.channels,
      metadata: JSON.stringify(request.metadata),
    });
    const url = answer.data?.authorization_url;
    if (http !== 200 || answer.status !== true || typeof url !== 'string') {
      throw new PaymentProviderError(`Paystack refused the checkout (${http}): ${answer.message ?? 'no message'}`);
    }
    return { authorizationUrl: url, reference: String(answer.data?.reference ?? request.reference) };
  }

  async verify(reference: string): Promise<ProviderTransaction | null> {
    const { http, answer } = await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if ((http === 404 || http === 400) && answer.status === false && /not found/i.test(answer.message ?? '')) {
      return null;
    }
    if (http !== 200 || answer.status !== true || !answer.data) {
      throw new PaymentProviderError(`Paystack could not verify ${reference} (${http}): ${answer.message ?? ''}`);
    }
    return toProviderTransaction(answer.data);
  }
}
