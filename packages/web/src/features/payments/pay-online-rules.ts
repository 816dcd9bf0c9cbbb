import { object, string } from 'yup';

export type PayOnlineCurrency = 'GHS' | 'USD';

/** What the investor picks before the quote is locked. */
export const payOnlineSchema = object({
  currency: string().oneOf(['GHS', 'USD'], 'Choose how to pay').required('Choose how to pay'),
});

export const PAY_ONLINE_CHOICES: ReadonlyArray<{ value: PayOnlineCurrency; label: string }> = [
  { value: 'GHS', label: 'Ghana cedis: mobile money (MTN, Telecel, AirtelTigo), card or bank' },
  { value: 'USD', label: 'US dollars: card' },
];

const CHANNEL_LABELS: Readonly<Record<string, string>> = {
  mobile_money: 'mobile money',
  card: 'card',
  bank: 'bank',
};

/** "mobile money, card or bank". */
export function channelsText(channels: readonly string[]): string {
  const names = channels.map((c) => CHANNEL_LABELS[c] ?? c);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** "12.5 GHS per USD" (USD quotes need no rate line). */
export function rateText(currency: string, rate: string): string | null {
  return currency === 'USD' ? null : `${rate} ${currency} per USD`;
}
