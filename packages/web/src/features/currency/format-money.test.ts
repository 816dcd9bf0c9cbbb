import { describe, expect, it } from 'vitest';
import { FALLBACK_CURRENCIES, type CurrencyOption } from './currencies';
import { convertMoney, fallbackFormat, formatMoney, formatUsdAmount } from './format-money';

const byCode = (code: string) => FALLBACK_CURRENCIES.find((c) => c.code === code)!;
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
    expect(formatMoney(ghs, GHS, 'de')).toBe('312.500,00 ₵');
    expect(formatMoney(ghs, GHS, 'ja')).toBe('₵312,500.00');
    expect(nbsp(formatMoney('100.00', byCode('XOF'), 'fr'))).toBe('100,00 CFA');
    expect(formatMoney('1234.50', USD, 'hi')).toBe('$1,234.50');
    // Arabic writes its own digits and separators, the symbol still ours.
    const arabic = formatMoney('1234.50', USD, 'ar');
    expect(arabic).toContain('$');
    expect(arabic).not.toContain('US');
    expect(formatMoney('45000.00', GHS, 'en-US', { wholeUnits: true })).toBe('₵45,000');
    expect(formatUsdAmount('100.00', GHS, 'de')).toBe('1.250,00 ₵ (100,00 $)');
  });
});
