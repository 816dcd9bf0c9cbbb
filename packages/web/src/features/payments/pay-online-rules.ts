import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';

export type PayOnlineCurrency = 'GHS' | 'USD';

/** What the investor picks before the quote is locked (the message is a catalog id of the `investing` area). */
export const payOnlineSchema = object({
  currency: string().oneOf(['GHS', 'USD'], 'investing.pay.choose').required('investing.pay.choose'),
});

/** The choices, in the order offered; their labels are `investing.pay.choice.<currency>`. */
export const PAY_ONLINE_CURRENCIES: readonly PayOnlineCurrency[] = ['GHS', 'USD'];

type Words = Pick<IntlShape, 'formatMessage' | 'formatList'>;

const CHANNELS = new Set(['mobile_money', 'card', 'bank']);

/** "mobile money, card or bank" in the interface language (a channel this code does not know is named as sent). */
export function channelsText(channels: readonly string[], intl: Words): string {
  const names = channels.map((c) => (CHANNELS.has(c) ? intl.formatMessage({ id: `investing.pay.channel.${c}` }) : c));
  return intl.formatList(names, { type: 'disjunction' });
}

/** "12.5 GHS per USD" (USD quotes need no rate line). */
export function rateText(currency: string, rate: string, intl: Words): string | null {
  return currency === 'USD' ? null : intl.formatMessage({ id: 'investing.pay.rate' }, { rate, currency });
}
