import type { SaleStatement, Statement, StatementRate, StatementRenderer, YearlyStatement } from '@cobuy/domain';
import { translator } from './catalog.js';
import { formatters } from './format.js';
import { PdfCanvas } from './pdf-canvas.js';

type T = ReturnType<typeof translator>;
type F = ReturnType<typeof formatters>;

function rates(c: PdfCanvas, f: F, title: string, list: readonly StatementRate[]): void {
  c.row(title, list.map((r) => `${r.code} ${f.rate(r.rate)}`).join(' · '));
}

function sale(c: PdfCanvas, t: T, f: F, s: SaleStatement): void {
  const x = s.figures;
  c.line(t('saleTitle'), c.full(), { size: 18, weight: 'bold' });
  c.y += 26;
  c.line(t('position', { project: x.projectTitle, unit: x.unitNumber }), c.full(), { size: 12 });
  c.y += 18;
  c.line(t('issuedOn', { date: f.date(s.issuedAt) }), c.full(), { size: 9 });
  c.y += 14;
  c.rule();
  c.heading(t('sectionPosition'));
  c.row(t('contribution'), f.money(x.contribution.usd, 'USD'));
  c.row(t('paymentDate'), f.date(x.paidAt));
  c.row(t('ownership'), f.percent(x.ownershipPercentage));
  c.heading(t('sectionSale'));
  c.row(t('saleDate'), f.date(x.soldAt));
  c.row(t('salePrice'), f.money(x.soldPrice, 'USD'));
  c.row(t('profitShare'), f.money(x.profitShare.usd, 'USD'));
  c.row(t('valueReturned'), f.money(x.valueReturned.usd, 'USD'));
  c.heading(t('sectionReturns'));
  c.row(t('holdingPeriod'), t('days', { days: x.holdingDays }));
  c.row(t('totalReturn'), f.percent(x.totalReturn));
  c.row(t('annualisedReturn'), x.annualisedReturn === null ? t('notAnnualised') : f.percent(x.annualisedReturn));
  c.heading(t('sectionAmounts'));
  c.cells(['', 'USD', ...x.currencies], 'bold');
  for (const [label, amount] of [
    [t('contribution'), x.contribution],
    [t('profitShare'), x.profitShare],
    [t('valueReturned'), x.valueReturned],
  ] as const) {
    c.cells([label, f.money(amount.usd, 'USD'), ...x.currencies.map((code) => f.money(amount.converted[code]!, code))]);
  }
  c.paragraph(t('amountsNote'));
  c.heading(t('sectionRates'));
  rates(c, f, t('ratesAtPayment', { date: f.date(x.paidAt) }), x.rates.atPayment);
  rates(c, f, t('ratesAtSale', { date: f.date(x.soldAt) }), x.rates.atSale);
}

function yearly(c: PdfCanvas, t: T, f: F, s: YearlyStatement): void {
  const x = s.figures;
  c.line(t('yearlyTitle', { year: String(x.year) }), c.full(), { size: 18, weight: 'bold' });
  c.y += 26;
  c.line(t('issuedOn', { date: f.date(s.issuedAt) }), c.full(), { size: 9 });
  c.y += 14;
  c.rule();
  c.heading(t('positionsInYear', { year: String(x.year) }));
  if (x.positions.length === 0) {
    c.line(t('noPositions'), c.full());
    c.y += 16;
  }
  for (const p of x.positions) {
    c.ensureRoom(90);
    c.line(t('position', { project: p.projectTitle, unit: p.unitNumber }), c.full(), { weight: 'bold' });
    c.y += 16;
    c.row(t('contribution'), f.money(p.amount, 'USD'));
    c.row(t('paymentDate'), f.date(p.paidAt));
    c.row(t('ownership'), f.percent(p.ownershipPercentage));
    if (p.soldAt && p.profitShare && p.valueReturned) {
      c.row(t('soldOn', { date: f.date(p.soldAt) }), f.money(p.valueReturned, 'USD'));
      c.row(t('profitShare'), f.money(p.profitShare, 'USD'));
    } else c.row(t('held'), '');
    c.row(t('holdingPeriod'), t('days', { days: p.holdingDays }));
    c.y += 4;
  }
  c.ensureRoom(140);
  c.heading(t('sectionAmounts'));
  c.cells(['', 'USD', ...x.currencies], 'bold');
  for (const [label, total] of [
    [t('heldAtYearEnd'), x.heldAtYearEnd],
    [t('profitRealised'), x.profitRealised],
    [t('valueReturnedInYear'), x.valueReturned],
  ] as const) {
    c.cells([label, f.money(total.usd, 'USD'), ...x.currencies.map((code) => f.money(total.converted[code]!, code))]);
  }
  c.paragraph(t('totalsNote'));
  c.heading(t('sectionRates'));
  rates(c, f, t('ratesAtYearEnd', { date: f.date(x.ratesAt) }), x.rates);
}

/**
 * Draws statements with pdfkit from their stored figures and rates only (docs/decisions.md): the same stored
 * statement gives the same text whenever it is downloaded, whatever the rates are now.
 */
export class PdfkitStatementRenderer implements StatementRenderer {
  render(statement: Statement): Promise<Uint8Array> {
    const t = translator(statement.language);
    const f = formatters(statement.language);
    const title = statement.kind === 'sale' ? t('saleTitle') : t('yearlyTitle', { year: String(statement.year) });
    const canvas = new PdfCanvas(statement.language, title, statement.issuedAt);
    if (statement.kind === 'sale') sale(canvas, t, f, statement);
    else yearly(canvas, t, f, statement);
    canvas.ensureRoom(60);
    canvas.y += 6;
    canvas.rule();
    canvas.paragraph(t('footer'), 8);
    return canvas.finish();
  }
}
