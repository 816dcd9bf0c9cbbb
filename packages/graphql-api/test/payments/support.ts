import { paystackSignature, type FakePaystack } from '@cobuy/adapters';
import type { RequestContext } from '@cobuy/application';
import type { Clock } from '@cobuy/domain';
import type { AppServices } from '../../src/composition-root.js';
import type { ServerConfig } from '../../src/config.js';
import { insertApprovedKyc, newUser, projectWithUnit, type TestUser } from '../investing/support/investing-data.js';
import { contextOf, run, valueOf, type InvestingFixture } from '../investing/support/investing-fixture.js';

/** The server configured to pay through the fake provider (what PAYSTACK_SECRET_KEY/PAYSTACK_BASE_URL do). */
export const withFakePaystack =
  (fake: FakePaystack) =>
  (base: ServerConfig): ServerConfig => ({
    ...base,
    onlinePayments: { mode: 'paystack', secretKey: fake.secretKey, baseUrl: fake.url },
  });

/** An investor with valid KYC and a direct investment awaiting payment (instructions issued). */
export async function awaitingPayment(t: InvestingFixture, clock: Clock, amount = '30000.00') {
  const investor = await newUser(t.db);
  await insertApprovedKyc(t.db, investor.id);
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
  const investment = valueOf(
    await run(t.services.investing.createInvestment, contextOf(investor.id, 'user', clock), {
      projectId,
      unitId,
      amount,
    }),
  );
  if (investment.status !== 'awaiting_payment') throw new Error(`expected awaiting_payment, got ${investment.status}`);
  return { investor, unitId, investmentId: investment.id };
}

export async function startCheckout(
  services: AppServices,
  investor: TestUser,
  clock: Clock,
  investmentId: number,
  currency: 'GHS' | 'USD' = 'GHS',
) {
  return valueOf(
    await run(services.payments.startCheckout, contextOf(investor.id, 'user', clock), { investmentId, currency }),
  );
}

/** The provider calling the webhook, straight into the use case (the HTTP path has its own tests). */
export function webhook(services: AppServices, clock: Clock, body: string, signature: string | undefined) {
  const ctx: RequestContext = { actor: null, correlationId: `webhook-${Math.random()}`, clock };
  return run(services.payments.handleWebhook, ctx, {
    rawBody: Buffer.from(body).toString('base64'),
    signature,
  });
}

export const signed = (fake: FakePaystack, body: string) => paystackSignature(body, fake.secretKey);
