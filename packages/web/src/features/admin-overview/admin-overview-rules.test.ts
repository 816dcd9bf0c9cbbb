import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/admin/en.json';
import fr from '../../i18n/messages/admin/fr.json';
import { testIntl } from '../../i18n/testing/test-intl';
import { chartModel as chartModelIn, summaryCards as summaryCardsIn } from './admin-overview-rules';

const english = testIntl(en);
const chartModel = (weeks: Parameters<typeof chartModelIn>[0]) => chartModelIn(weeks, english);
const summaryCards = (o: Parameters<typeof summaryCardsIn>[0]) => summaryCardsIn(o, english);

const overview = {
  activeProjects: 3,
  totalProjects: 4,
  pendingInterests: 1,
  pendingKyc: 0,
  confirmedInvestment: '4503599630883.21',
  investmentNeeded: '150100.00',
  weeks: [],
};

const week = (weekStart: string, commitments: string, confirmedPayments: string) => ({
  weekStart,
  commitments,
  confirmedPayments,
});

describe('summaryCards', () => {
  it("words the server's four figures in the spec's order, money in USD to the cent", () => {
    expect(summaryCards(overview).map((c) => [c.key, c.label, c.value, c.detail])).toEqual([
      ['active-projects', 'Active Projects', '3', 'of 4 projects (completed and archived ones excluded)'],
      ['investment-interests', 'Investment Interests', '1', 'pending approval'],
      ['total-investment', 'Total Investment', '$4,503,599,630,883.21', 'confirmed, of $150,100.00 needed'],
      ['pending-kyc', 'Pending KYC', '0', 'awaiting review'],
    ]);
  });

  it('says 1 project, not 1 projects', () => {
    expect(summaryCards({ ...overview, totalProjects: 1 })[0]!.detail).toBe(
      'of 1 project (completed and archived ones excluded)',
    );
  });
});

describe('chartModel', () => {
  it('scales every bar to the tallest one, from cents', () => {
    const model = chartModel([
      week('2026-11-09', '0.00', '0.00'),
      week('2026-11-16', '2000.00', '500.00'),
      week('2026-11-23', '1000.00', '4000.00'),
    ]);
    expect(model.max).toBe('4000.00');
    expect(model.empty).toBe(false);
    expect(model.weeks.map((w) => [w.label, w.commitmentsHeight, w.confirmedHeight])).toEqual([
      ['Nov 9', 0, 0],
      ['Nov 16', 0.5, 0.125],
      ['Nov 23', 0.25, 1],
    ]);
    expect(model.weeks[1]!.fullLabel).toBe('Week of Nov 16, 2026');
  });

  it('totals exactly where a float would not (0.1 + 0.2, and beyond 2^53 cents)', () => {
    const model = chartModel([week('2026-11-16', '0.10', '9007199254740.99'), week('2026-11-23', '0.20', '0.02')]);
    expect(model.totalCommitments).toBe('0.30');
    expect(model.totalConfirmed).toBe('9007199254741.01');
    expect(model.description).toBe(
      'Over the 2 weeks from Nov 16, 2026 to Nov 23, 2026 (UTC weeks starting Monday): $0.30 committed and ' +
        '$9,007,199,254,741.01 in confirmed payments.',
    );
  });

  it('draws nothing and says so when every week is zero', () => {
    const model = chartModel([week('2026-11-16', '0.00', '0.00'), week('2026-11-23', '0.00', '0.00')]);
    expect(model.empty).toBe(true);
    expect(model.max).toBe('0.00');
    expect(model.weeks.every((w) => w.commitmentsHeight === 0 && w.confirmedHeight === 0)).toBe(true);
    expect(model.totalCommitments).toBe('0.00');
  });

  it('labels weeks by their UTC Monday, whatever the browser time zone', () => {
    // Midnight UTC on a Monday is still Sunday in the Americas: the label must not slip a day.
    expect(chartModel([week('2026-09-07', '1.00', '0.00')]).weeks[0]!.label).toBe('Sep 7');
  });

  it('refuses an amount that is not a two-decimal string rather than drawing it wrong', () => {
    expect(() => chartModel([week('2026-11-23', '1e3', '0.00')])).toThrow(RangeError);
  });
});

describe('in French', () => {
  it('words the cards and the chart in the interface language, money and dates laid out the French way', () => {
    const french = testIntl(fr, 'fr');
    const cards = summaryCardsIn({ ...overview, confirmedInvestment: '1250.50' }, french);
    expect(cards[0]!.detail).toBe('sur 4 projets (hors projets terminés et archivés)');
    expect(cards[2]!.value).toBe('1\u202f250,50\u00a0$');
    const model = chartModelIn([week('2026-11-16', '1.00', '0.00')], french);
    expect(model.weeks[0]!.fullLabel).toBe('Semaine du 16 nov. 2026');
  });
});
