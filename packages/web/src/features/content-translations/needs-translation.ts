// Codes of the display currencies and the CFA abbreviations, which read the same in every language.
const CURRENCY_WORDS = /\b(?:USD|GHS|NGN|XOF|XAF|GBP|EUR|CNY|JPY|KRW|F?CFA)\b/g;
// Currency symbols, numbers, punctuation and spaces of any script.
const NOT_WORDS = /[\p{Sc}\p{N}\p{P}\p{S}\p{Z}\s]/gu;

/**
 * Whether a text has words to translate (investor spec §5): empty, numeric and currency-only text is never sent.
 * The server applies the same rule (domain `needsTranslation`); this copy saves the call.
 */
export function needsTranslation(text: string): boolean {
  return text.replace(CURRENCY_WORDS, '').replace(NOT_WORDS, '').length > 0;
}
