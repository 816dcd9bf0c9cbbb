import { createContext } from 'react';
import type { LanguageOption } from './languages';

export interface LanguageContextValue {
  languages: readonly LanguageOption[];
  language: LanguageOption;
  /** Remembers the choice under localStorage `selectedLanguage`. Page translation is a later feature. */
  setLanguage: (code: string) => void;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);
