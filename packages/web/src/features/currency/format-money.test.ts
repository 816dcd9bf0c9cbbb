import { describe, expect, it } from 'vitest';
import { displayOnlyCurrency, type CurrencyOption } from './currencies';
import { convertMoney, fallbackFormat, formatMoney, formatUsdAmount } from './format-money';
import { SERVER_CURRENCIES, serverCurrency } from './testing/server-currencies';

const byCode = serverCurrency;
const USD = byCode('USD');

describe('money display', () => {
  it('formats en-US with the currency symbol and 2 decimals', () => {
    expect(formatMoney('25000.00', USD)).toBe('$25,000.00');
    expect(formatMoney(convertMoney('25000.00', USD, byCode('GHS')), byCode('GHS'))).toBe('₵312,500.00');
    expect(formatMoney(convertMoney('100.00', USD, byCode('NGN')), byCode('NGN'))).toBe('₦165,000.00');
    expect(formatMoney(convertMoney('100.00', USD, byCode('XOF')), byCode('XOF'))).toBe('CFA 61,000.00');
    expect(formatMoney(convertMoney('100.00', USD, byCode('GBP')), byCode('GBP'))).toBe('£79.00');
  });

  it('shows JPY and KRW without decimals', () => {
    const jpy: CurrencyOption = { code: 'JPY', name: 'Yen', symbol: '¥', flag: '', rate: '150', decimals: 2 };
    expect(formatMoney(convertMoney('10.01', USD, jpy), jpy)).toBe('¥1,502');
  });

  it('falls back to the symbol and a grouped number when Intl cannot format', () => {
    const odd: CurrencyOption = { code: 'NOT-A-CODE', name: 'Odd', symbol: '¤', flag: '', rate: '2', decimals: 2 };
    expect(formatMoney('1234.5', odd)).toBe('¤1,234.50');
    expect(fallbackFormat('1000.00', byCode('XAF'))).toBe('FCFA 1,000.00');
  });

  it('writes a dollar amount in the display currency with the dollars beside it', () => {
    expect(formatUsdAmount('18600.00', USD)).toBe('$18,600.00');
    expect(formatUsdAmount('18600.00', byCode('GHS'))).toBe('₵232,500.00 ($18,600.00)');
    expect(formatUsdAmount('100.00', byCode('XOF'))).toBe('CFA 61,000.00 ($100.00)');
  });

  it('lays the amount out for the interface language, keeping the currency symbol and its decimals', () => {
    const GHS = byCode('GHS');
    const ghs = convertMoney('25000.00', USD, GHS);
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(formatMoney(ghs, GHS, 'fr'))).toBe('312 500,00 ₵');
    expect(nbsp(formatMoney(ghs, GHS, 'de'))).toBe('312.500,00 ₵');
    expect(nbsp(formatMoney('100.00', byCode('XOF'), 'fr'))).toBe('100,00 CFA');
    expect(formatMoney('1234.50', USD, 'hi')).toBe('$1,234.50');
    // Arabic writes its own digits and separators, the symbol still ours.
    const arabic = formatMoney('1234.50', USD, 'ar');
    expect(arabic).toContain('$');
    expect(arabic).not.toContain('US');
    expect(formatMoney('45000.00', GHS, 'en-US', { wholeUnits: true })).toBe('₵45,000');
  });
});

/** Spaces as Intl writes them in French (narrow and plain no-break) read as plain spaces; Arabic's bidi marks go. */
const plain = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u200e\u200f\u061c]/g, '')
    // Arabic-Indic digits and separators, where an ICU version writes them, as Latin ones.
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');

describe('each currency in three languages (issue 20: formatting through Intl)', () => {
  // 1,234,567.5 USD converted with the seed rates, then written in English (the spec's en-US), French and Arabic.
  const expected: Record<string, [en: string, fr: string, ar: string]> = {
    USD: ['$1,234,567.50', '1 234 567,50 $', '1,234,567.50 $'],
    GHS: ['₵15,432,093.75', '15 432 093,75 ₵', '15,432,093.75 ₵'],
    NGN: ['₦2,037,036,375.00', '2 037 036 375,00 ₦', '2,037,036,375.00 ₦'],
    XOF: ['CFA 753,086,175.00', '753 086 175,00 CFA', '753,086,175.00 CFA'],
    XAF: ['FCFA 753,086,175.00', '753 086 175,00 FCFA', '753,086,175.00 FCFA'],
    GBP: ['£975,308.33', '975 308,33 £', '975,308.33 £'],
    EUR: ['€1,135,802.10', '1 135 802,10 €', '1,135,802.10 €'],
    CNY: ['¥9,012,342.75', '9 012 342,75 ¥', '9,012,342.75 ¥'],
    JPY: ['¥185,185,125', '185 185 125 ¥', '185,185,125 ¥'],
    KRW: ['₩1,666,666,125', '1 666 666 125 ₩', '1,666,666,125 ₩'],
  };

  it.each(SERVER_CURRENCIES.map((c) => [c.code, c] as const))('%s', (code, currency) => {
    const amount = convertMoney('1234567.50', USD, currency);
    const [en, fr, ar] = expected[code]!;
    expect(formatMoney(amount, currency)).toBe(en);
    expect(plain(formatMoney(amount, currency, 'fr'))).toBe(fr);
    expect(plain(formatMoney(amount, currency, 'ar'))).toBe(ar);
  });

  it('keeps 2 decimals, and none for JPY and KRW, in every language', () => {
    for (const locale of ['en-US', 'fr', 'ar']) {
      expect(plain(formatMoney('0.005', USD, locale))).toMatch(/0[.,]01/);
      expect(plain(formatMoney('1000.5', byCode('JPY'), locale))).toMatch(/^[^\d]*1[ ,]001[^\d]*$/);
      expect(plain(formatMoney('999.49', byCode('KRW'), locale))).toMatch(/^[^\d]*999[^\d]*$/);
    }
  });
});

describe('without the server rates', () => {
  it('shows an amount stored in another currency as it is, with its code, and cannot convert with it', () => {
    const cedi = displayOnlyCurrency('GHS');
    expect(cedi.rate).toBe('');
    expect(formatMoney('25000.00', cedi)).toBe('GHS 25,000.00');
    expect(displayOnlyCurrency('JPY').decimals).toBe(0);
    expect(displayOnlyCurrency('NOT-A-CODE').symbol).toBe('NOT-A-CODE');
  });
});
