import { DEFAULT_LANGUAGE } from '../features/language/languages';
import type { MessageFormatElement } from 'react-intl';
import { isLanguageCode, type LanguageCode } from './languages-meta';

/**
 * A catalog: message id → ICU MessageFormat text (docs/i18n.md). The build hands each message over already parsed
 * (src/build/precompiled-messages-plugin.ts), so the browser carries no ICU parser.
 */
export type Messages = Record<string, MessageFormatElement[]> | Record<string, string>;

export interface LoadedLanguage {
  code: LanguageCode;
  messages: Messages;
}

// One chunk per catalog, English included: a visitor downloads only the language they read (docs/i18n.md).
const catalogs = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

/** The catalog of `code` (English for an unknown code), loaded on demand. */
export async function loadLanguage(code: string): Promise<LoadedLanguage> {
  const wanted = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  const load = catalogs[`./messages/${wanted}.json`];
  if (!load) throw new Error(`No catalog for ${wanted}`);
  return { code: wanted, messages: await load() };
}
