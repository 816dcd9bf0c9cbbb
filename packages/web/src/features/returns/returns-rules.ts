import { object, string } from 'yup';

/*
 * The returns panel's and the home-currency choice's rules (docs/currencies.md, "Returns in cedis and the home
 * currency"). The figures themselves are the server's (exact decimals, the domain's split); the screen only picks
 * which currency to show and how to colour a sign.
 */

/** The choice "not set" in the home-currency select (the server stores null). */
export const NO_HOME_CURRENCY = '';

/**
 * The home-currency form: "not set" or one of the listed codes (the server's list; it refuses anything else with
 * a 400 on `homeCurrency` too). `message` is the refusal in the interface language.
 */
export const homeCurrencySchema = (listed: readonly string[], message: string) =>
  object({
    homeCurrency: string()
      .defined()
      .oneOf([NO_HOME_CURRENCY, ...listed], message),
  });

export interface HomeCurrencyValues {
  homeCurrency: string;
}

/** What the mutation sends for the form's value: null clears the choice. */
export const homeCurrencyInputOf = (values: HomeCurrencyValues): string | null =>
  values.homeCurrency === NO_HOME_CURRENCY ? null : values.homeCurrency;

/**
 * The currency the panel opens on: the home currency when it is one shown, else the cedi (the platform's market),
 * else the first shown (USD).
 */
export function initialReturnsCurrency(shown: readonly string[], homeCurrency: string | null): string {
  if (homeCurrency && shown.includes(homeCurrency)) return homeCurrency;
  if (shown.includes('GHS')) return 'GHS';
  return shown[0] ?? 'USD';
}

/** How a signed amount reads: a gain, a loss, or neither ("-0.00" is not a loss). */
export function toneOf(amount: string): 'gain' | 'loss' | 'none' {
  if (!/^-?\d+(\.\d+)?$/.test(amount) || /^-?0+(\.0+)?$/.test(amount)) return 'none';
  return amount.startsWith('-') ? 'loss' : 'gain';
}
