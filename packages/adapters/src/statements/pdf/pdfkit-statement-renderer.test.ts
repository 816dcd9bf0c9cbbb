import { STATEMENT_LANGUAGES } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { PdfkitStatementRenderer } from './pdfkit-statement-renderer.js';
import { pdfTextForTests as pdfText } from '../../persistence/testing/pdf-text.js';
import { saleStatementFixture, yearlyStatementFixture } from './statement-pdf.fixtures.js';

const renderer = new PdfkitStatementRenderer();

describe('PdfkitStatementRenderer', () => {
  it('writes the sale figures, read back from the PDF text (English)', async () => {
    const text = await pdfText(await renderer.render(saleStatementFixture('en')));
    for (const expected of [
      'Sale statement',
      'East Legon Heights, unit A-12',
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
      'USD 25,000.00 GHS 312,500.00 EUR 23,000.00',
      'USD 5,250.00 GHS 80,062.50 EUR 4,462.50',
      'USD 30,250.00 GHS 461,312.50 EUR 25,712.50',
      'GHS 12.5 · EUR 0.92',
      'GHS 15.25 · EUR 0.85',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes in the statement language with its number layout (French, German)', async () => {
    const fr = await pdfText(await renderer.render(saleStatementFixture('fr')));
    expect(fr).toContain('Relevé de vente');
    expect(fr).toContain('Votre apport 25 000,00 USD');
    expect(fr).toContain('Durée de détention 730 jours');
    expect(fr).toContain('Rendement annualisé 10,00 %');
    const de = await pdfText(await renderer.render(saleStatementFixture('de')));
    expect(de).toContain('Ihre Einlage 25.000,00 USD');
    expect(de).toContain('312.500,00 GHS');
  });

  it('draws the non-Latin scripts with their fonts and the figures with Noto Sans', async () => {
    const ja = await pdfText(await renderer.render(saleStatementFixture('ja')));
    expect(ja).toContain('売却報告書');
    expect(ja).toContain('730日');
    const ru = await pdfText(await renderer.render(saleStatementFixture('ru')));
    expect(ru).toContain('Срок владения 730 дней');
    const ar = await pdfText(await renderer.render(saleStatementFixture('ar')));
    expect(ar).toContain('25,000.00');
    expect(ar).toContain('461,312.50');
  });

  it('renders every language of both kinds', async () => {
    for (const language of STATEMENT_LANGUAGES) {
      const sale = await renderer.render(saleStatementFixture(language));
      const yearly = await renderer.render(yearlyStatementFixture(language));
      expect(Buffer.from(sale.subarray(0, 5)).toString()).toBe('%PDF-');
      expect((await pdfText(yearly)).length).toBeGreaterThan(100);
    }
  }, 120_000);

  it('writes the yearly totals at the year end rates', async () => {
    const text = await pdfText(await renderer.render(yearlyStatementFixture('en')));
    expect(text).toContain('Statement for 2025');
    expect(text).toContain('Airport Residential, unit B-3');
    expect(text).toContain('Sold on June 30, 2025 USD 11,500.50');
    expect(text).toContain('Invested and held at the year end USD 10,000.00 GHS 150,000.00 GBP 8,000.00');
    expect(text).toContain('Profit (or loss) realised in the year USD 1,500.50 GHS 22,507.50 GBP 1,200.40');
  });
});
