import { issueSaleStatement } from '@cobuy/application';
import { SignedMoney, Money, type SaleStatement } from '@cobuy/domain';
import { SqlInvestingUnitOfWork } from '@cobuy/adapters';
import { pdfTextForTests } from '@cobuy/adapters/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, insertApprovedKyc, newUser, projectWithUnit, type TestUser } from './support/investing-data.js';
import { contextOf, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * Sale statements (issue 22 item 5): issued with the sale, one per sold position, with the rates at payment and
 * at sale stored; the PDF drawn from the stored figures (read back from its text here), the same after a rate
 * change; the owner and admins only (an admin's reading audited); a replayed sale issues nothing new.
 */

const t = useInvesting();
const clock = new FakeClock(new Date('2024-02-10T09:00:00Z'));
let admin: TestUser;
let rateAdmin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
  rateAdmin = await newUser(t.db, 'admin');
});

async function setGhsRate(rate: string) {
  valueOf(await run(t.services.currencies.setRate, contextOf(rateAdmin.id, 'admin', clock), { code: 'GHS', rate }));
}

/** 25,000.00 in a 50,000.00 unit, paid on 10 Feb 2024 (GHS 12.5), sold for 62,000.00 two years later (GHS 15.25). */
async function soldPosition(settings?: { language: string; homeCurrency: string }) {
  const investor = await newUser(t.db);
  if (settings) {
    await t.db
      .em()
      .execute('update users set preferred_language = ?, home_currency = ? where id = ?', [
        settings.language,
        settings.homeCurrency,
        investor.id,
      ]);
  }
  clock.set(new Date('2024-02-10T09:00:00Z'));
  await setGhsRate('12.5');
  await insertApprovedKyc(t.db, investor.id, new Date('2024-01-01T00:00:00Z'));
  const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
  const ctx = contextOf(investor.id, 'user', clock);
  const opened = valueOf(
    await run(t.services.investing.createInvestment, ctx, { projectId, unitId, amount: '25000.00' }),
  );
  valueOf(
    await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), { investmentId: opened.id }),
  );
  clock.set(new Date('2025-06-01T00:00:00Z'));
  await setGhsRate('15.25');
  clock.set(new Date('2026-02-09T15:00:00Z'));
  const sale = { unitId, soldPrice: '62000.00', sellingCosts: '1500.00' };
  valueOf(await run(t.services.investing.markUnitSold, contextOf(admin.id, 'admin', clock), sale));
  return { investor, investmentId: opened.id, unitId, sale };
}

const list = async (user: TestUser) =>
  valueOf(await run(t.services.statements.listMine, contextOf(user.id, 'user', clock), {}));

async function pdfOf(id: number, user: TestUser, role: 'user' | 'admin' = 'user') {
  const file = valueOf(await run(t.services.statements.download, contextOf(user.id, role, clock), { id }));
  expect(file.contentType).toBe('application/pdf');
  return pdfTextForTests(file.content);
}

describe('sale statements', () => {
  it('are issued with the sale, and the PDF reads back the figures at the stored rates', async () => {
    const { investor, investmentId } = await soldPosition();
    const statements = await list(investor);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ kind: 'sale', investmentId, language: 'en', homeCurrency: 'USD' });
    const text = await pdfOf(statements[0]!.id, investor);
    // Profit: 62,000 − 50,000 − 1,500 = 10,500; half of it is 5,250.00; 1.21^(365/730) − 1 = 10 %.
    for (const expected of [
      'Your contribution USD 25,000.00',
      'Payment date February 10, 2024',
      'Ownership 50.00%',
      'Sale date February 9, 2026',
      'Sale price of the unit USD 62,000.00',
      'Your share of the profit (or loss) USD 5,250.00',
      'Value returned USD 30,250.00',
      'Holding period 730 days',
      'Return over the holding period 21.00%',
      'Annualised return 10.00%',
      'USD 25,000.00 GHS 312,500.00',
      'USD 5,250.00 GHS 80,062.50',
      'USD 30,250.00 GHS 461,312.50',
      'Payment date (February 10, 2024) GHS 12.5',
      'Sale date (February 9, 2026) GHS 15.25',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("are written in the investor's language with their home currency", async () => {
    const { investor } = await soldPosition({ language: 'fr', homeCurrency: 'EUR' });
    const [statement] = await list(investor);
    expect(statement).toMatchObject({ language: 'fr', homeCurrency: 'EUR' });
    const text = await pdfOf(statement!.id, investor);
    expect(text).toContain('Relevé de vente');
    expect(text).toContain('Votre apport 25 000,00 USD');
    // EUR is at its seeded 0.92 on both days.
    expect(text).toContain('25 000,00 USD 312 500,00 GHS 23 000,00 EUR');
    expect(text).toContain('Rendement annualisé 10,00 %');
  });

  it('shows the same figures when downloaded again after the rates changed', async () => {
    const { investor } = await soldPosition();
    const [statement] = await list(investor);
    const before = await pdfOf(statement!.id, investor);
    await setGhsRate('20');
    const after = await pdfOf(statement!.id, investor);
    expect(after).toBe(before);
    expect(after).toContain('GHS 461,312.50');
  });

  it('are issued once: a repeated sale and a replayed issue answer the stored statement', async () => {
    const { investor, investmentId, sale } = await soldPosition();
    const again = valueOf(await run(t.services.investing.markUnitSold, contextOf(admin.id, 'admin', clock), sale));
    expect(again.alreadySold).toBe(true);
    const [first] = await list(investor);
    await setGhsRate('30');
    const replayed: SaleStatement = await new SqlInvestingUnitOfWork(t.db, clock).run(async (store) => {
      const investment = await store.investments.findForUpdate(investmentId);
      return issueSaleStatement(store, {
        investment: investment!,
        unit: { id: 1, projectTitle: 'x', unitNumber: 'y' },
        soldPrice: Money.of('1.00'),
        soldAt: clock.now(),
        profitShare: SignedMoney.of('1.00'),
        valueReturned: Money.of('1.00'),
      });
    });
    expect(replayed.id).toBe(first!.id);
    const stored = await new SqlInvestingUnitOfWork(t.db, clock).run((store) => store.statements.findById(first!.id));
    expect(replayed.figures).toEqual(stored!.figures);
    expect(replayed.figures.profitShare.usd).toBe('5250.00');
    expect(await list(investor)).toHaveLength(1);
  });

  it('are read by their owner and admins only; an admin reading one is audited on the owner', async () => {
    const { investor } = await soldPosition();
    const [statement] = await list(investor);
    const other = await newUser(t.db);
    expect(await list(other)).toEqual([]);
    const refused = errorOf(
      await run(t.services.statements.download, contextOf(other.id, 'user', clock), { id: statement!.id }),
    );
    expect(refused.code).toBe('RESOURCE.NOT_FOUND');
    const visitor = errorOf(
      await run(t.services.statements.download, { ...contextOf(0, 'user', clock), actor: null }, { id: statement!.id }),
    );
    expect(visitor.code).toBe('AUTH.UNAUTHENTICATED');
    expect(await auditActions(t.db, 'user', investor.id)).not.toContain('statement.downloaded');
    expect(await pdfOf(statement!.id, admin, 'admin')).toContain('USD 30,250.00');
    expect(await auditActions(t.db, 'user', investor.id)).toContain('statement.downloaded');
    const bad = errorOf(await run(t.services.statements.download, contextOf(investor.id, 'user', clock), { id: 'x' }));
    expect(bad.fields).toHaveProperty('id');
  });
});

describe('yearly statements', () => {
  it('list the positions of a past year with totals at the year end, issued once', async () => {
    const { investor } = await soldPosition();
    const ctx = contextOf(investor.id, 'user', clock);
    const first = valueOf(await run(t.services.statements.downloadYearly, ctx, { year: '2025' }));
    const text = await pdfTextForTests(first.content);
    expect(text).toContain('Statement for 2025');
    expect(text).toContain('Invested and held at the year end USD 25,000.00 GHS 381,250.00');
    expect(text).toContain("The year's end (December 31, 2025) GHS 15.25");
    await setGhsRate('40');
    const again = valueOf(await run(t.services.statements.downloadYearly, ctx, { year: 2025 }));
    expect(await pdfTextForTests(again.content)).toBe(text);
    expect((await list(investor)).map((s) => s.kind).sort()).toEqual(['sale', 'yearly']);
  });

  it('refuse a year that has not ended', async () => {
    const ctx = contextOf(admin.id, 'admin', clock);
    const refused = errorOf(await run(t.services.statements.downloadYearly, ctx, { year: 2026 }));
    expect(refused).toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
    expect(refused.fields?.year).toMatch(/ended/);
    expect(errorOf(await run(t.services.statements.downloadYearly, ctx, { year: 'soon' })).fields).toHaveProperty(
      'year',
    );
  });
});
