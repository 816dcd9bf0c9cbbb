import type { ProjectType } from '../catalog/catalog.js';
import type { CurrencyCode } from '../money/currency.js';
import { Money, MONEY_MAX_CENTS } from '../money/money.js';
import { editDistance, normaliseText, typoTolerance, wordsOf } from './text.js';
import {
  ASSISTANT_INTENTS,
  ASSISTANT_LANGUAGES,
  BEDROOM_WORDS,
  BUDGET_WORDS,
  CURRENCY_MARKERS,
  INTENT_WORDS,
  LANGUAGE_MARKERS,
  MONTH_WORDS,
  NUMBER_WORDS,
  PROJECT_TYPE_WORDS,
  YEAR_WORDS,
  type AssistantIntent,
  type AssistantLanguage,
} from './vocabulary.js';

/** An amount the visitor named, in the currency they named it in (USD when they named none). */
export interface Budget {
  readonly amount: Money;
  readonly currency: CurrencyCode;
  /** True when the visitor said which currency; false when USD was assumed. */
  readonly currencyGiven: boolean;
}

/** The catalog's own names, against which places and projects are recognised (misspellings included). */
export interface CatalogVocabulary {
  /** Places as the catalog spells them: parts of project locations and countries ("East Legon", "Tema"). */
  readonly places: readonly string[];
  readonly projects: readonly { readonly id: number; readonly title: string }[];
}

/** What one message says: its language, what it asks, and the entities in it. */
export interface Understanding {
  /** Null when nothing in the message says (then the conversation's language is kept). */
  readonly language: AssistantLanguage | null;
  readonly intents: readonly AssistantIntent[];
  readonly budget: Budget | null;
  /** A place of the catalog, spelled as the catalog spells it. */
  readonly location: string | null;
  readonly projectIds: readonly number[];
  readonly projectType: ProjectType | null;
  readonly bedrooms: number | null;
  readonly timelineMonths: number | null;
  /** Contact details given in the message (a lead's qualification, rules §7). */
  readonly email: string | null;
  readonly phone: string | null;
}

/** Words too common in place names to stand for the place alone ("Road" is not Spintex Road). */
const GENERIC_PLACE_WORDS = new Set([
  'east',
  'west',
  'north',
  'south',
  'road',
  'street',
  'area',
  'community',
  'phase',
  'greater',
  'city',
  'residential',
  'new',
  'old',
  'central',
  'district',
]);

/** The places a list of project locations and countries names: each comma part, and its distinctive words. */
export function placesOf(locations: readonly string[]): string[] {
  const places = new Set<string>();
  for (const location of locations) {
    for (const part of location
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '')) {
      places.add(part);
      const words = part.split(/\s+/);
      if (words.length > 1) {
        for (const word of words) {
          if (word.length >= 4 && /^\p{L}+$/u.test(word) && !GENERIC_PLACE_WORDS.has(word.toLowerCase())) {
            places.add(word);
          }
        }
      }
    }
  }
  return [...places];
}

const phraseIn = (haystack: string, phrase: string) => haystack.includes(` ${phrase} `);

function detectLanguage(raw: string, words: readonly string[]): AssistantLanguage | null {
  const unique = new Set(words);
  const score = Object.fromEntries(ASSISTANT_LANGUAGES.map((l) => [l, 0])) as Record<AssistantLanguage, number>;
  for (const language of ASSISTANT_LANGUAGES) {
    for (const marker of LANGUAGE_MARKERS[language]) if (unique.has(marker)) score[language] += 1;
  }
  if (/[ñ¿¡]/i.test(raw)) score.es += 2;
  if (/[ãõ]/i.test(raw)) score.pt += 2;
  if (/[èùœêâî]/i.test(raw)) score.fr += 1;
  if (/\bj'|\bqu'|\bl'|\bd'/i.test(raw)) score.fr += 2;
  let best: AssistantLanguage | null = null;
  for (const language of ASSISTANT_LANGUAGES) {
    if (score[language] > 0 && (best === null || score[language] > score[best])) best = language;
  }
  return best;
}

function detectIntents(joined: string): AssistantIntent[] {
  return ASSISTANT_INTENTS.filter((intent) =>
    ASSISTANT_LANGUAGES.some((language) => INTENT_WORDS[intent][language].some((p) => phraseIn(joined, p))),
  );
}

const MULTIPLIERS: Readonly<Record<string, bigint>> = {
  k: 1000n,
  thousand: 1000n,
  mil: 1000n,
  mille: 1000n,
  m: 1_000_000n,
  million: 1_000_000n,
  millions: 1_000_000n,
  millon: 1_000_000n,
  millones: 1_000_000n,
  milhao: 1_000_000n,
  milhoes: 1_000_000n,
};

const NUMBER =
  /(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+)(?:[.,](\d{1,2})(?!\d))?(?:\s*(k|thousand|mille|mil|millions|million|millones|millon|milhoes|milhao|m)(?!\p{L}))?/gu;

const NOT_MONEY_AFTER = [
  ...BEDROOM_WORDS,
  ...MONTH_WORDS,
  ...YEAR_WORDS,
  'days',
  'day',
  'jours',
  'dias',
  '%',
  'percent',
  'units',
  'unit',
  'unites',
  'unidades',
  'people',
  'investors',
  'bed',
];

function currencyAt(text: string, fromEnd: boolean): CurrencyCode | null {
  const trimmed = fromEnd ? text.trimEnd() : text.trimStart();
  for (const [marker, code] of CURRENCY_MARKERS) {
    const isWord = /^\p{L}+$/u.test(marker);
    if (fromEnd) {
      if (!trimmed.endsWith(marker)) continue;
      const before = trimmed.slice(0, trimmed.length - marker.length);
      if (isWord && /\p{L}$/u.test(before)) continue;
      return code;
    }
    if (!trimmed.startsWith(marker)) continue;
    const after = trimmed.slice(marker.length);
    if (isWord && /^\p{L}/u.test(after)) continue;
    return code;
  }
  return null;
}

function findBudget(text: string): Budget | null {
  let fallback: Budget | null = null;
  for (const m of text.matchAll(NUMBER)) {
    const [whole = '', integer = '', decimals = '', suffix = ''] = m;
    const start = m.index;
    const before = text.slice(Math.max(0, start - 12), start);
    const after = text.slice(start + whole.length, start + whole.length + 14);
    const currency = currencyAt(before, true) ?? currencyAt(after, false);
    const nextWord = wordsOf(after)[0] ?? '';
    if (!currency && NOT_MONEY_AFTER.some((w) => nextWord === w || after.trimStart().startsWith('%'))) continue;
    const cents =
      (BigInt(integer.replace(/[^\d]/g, '')) * 100n + BigInt((decimals + '00').slice(0, 2))) *
      (MULTIPLIERS[suffix] ?? 1n);
    if (cents <= 0n || cents > MONEY_MAX_CENTS) continue;
    const amount = Money.fromCents(cents);
    if (currency) return { amount, currency, currencyGiven: true };
    const previousWords = wordsOf(text.slice(0, start)).slice(-3);
    const saysBudget = suffix !== '' || previousWords.some((w) => BUDGET_WORDS.includes(w));
    if (fallback === null && saysBudget && cents >= 100_00n)
      fallback = { amount, currency: 'USD', currencyGiven: false };
  }
  return fallback;
}

function findBedrooms(words: readonly string[]): number | null {
  for (let i = 0; i < words.length; i++) {
    const compact = /^(\d)(?:bed|beds|br|bd|bedroom|bedrooms)$/.exec(words[i]!);
    if (compact) return Number(compact[1]);
    const next = words[i + 1];
    if (next === undefined || !BEDROOM_WORDS.includes(next)) continue;
    const word = words[i]!;
    const n = /^\d$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (n !== undefined && n > 0) return n;
  }
  return null;
}

function findTimeline(words: readonly string[]): number | null {
  for (let i = 0; i + 1 < words.length; i++) {
    const n = /^\d{1,3}$/.test(words[i]!) ? Number(words[i]) : NUMBER_WORDS[words[i]!];
    if (n === undefined) continue;
    if (MONTH_WORDS.includes(words[i + 1]!)) return n;
    if (YEAR_WORDS.includes(words[i + 1]!)) return n * 12;
  }
  return null;
}

function findProjectType(joined: string): ProjectType | null {
  for (const [type, phrases] of Object.entries(PROJECT_TYPE_WORDS) as [ProjectType, readonly string[]][]) {
    if (phrases.some((p) => phraseIn(joined, p))) return type;
  }
  return null;
}

/** Every run of 1 to `max` consecutive words, as text. */
function runsOf(words: readonly string[], max: number): string[] {
  const runs: string[] = [];
  for (let size = 1; size <= max; size++) {
    for (let i = 0; i + size <= words.length; i++) runs.push(words.slice(i, i + size).join(' '));
  }
  return runs;
}

/** The words every language uses all the time: never read as a misspelt place. */
const COMMON_WORDS = new Set(
  ASSISTANT_LANGUAGES.flatMap((l) => [...LANGUAGE_MARKERS[l], ...ASSISTANT_INTENTS.flatMap((i) => INTENT_WORDS[i][l])]),
);

/** Does `run` spell `name`, allowing typing mistakes for longer names (same first letter)? Lower is closer. */
function closeness(run: string, name: string): number | null {
  if (run === name) return 0;
  if (run[0] !== name[0] || COMMON_WORDS.has(run)) return null;
  const tolerance = typoTolerance(name.length);
  const distance = editDistance(run, name, tolerance);
  return distance <= tolerance ? distance : null;
}

function findPlace(words: readonly string[], places: readonly string[]): string | null {
  const runs = runsOf(words, 3);
  let best: { place: string; words: number; distance: number } | null = null;
  for (const place of places) {
    const name = normaliseText(place);
    const size = name.split(' ').length;
    for (const run of runs) {
      if (run.split(' ').length !== size) continue;
      const distance = closeness(run, name);
      if (distance === null) continue;
      if (!best || size > best.words || (size === best.words && distance < best.distance)) {
        best = { place, words: size, distance };
      }
    }
  }
  return best?.place ?? null;
}

function findProjects(words: readonly string[], vocabulary: CatalogVocabulary): number[] {
  const joined = ` ${words.join(' ')} `;
  const placeNames = new Set(vocabulary.places.map(normaliseText));
  const found: number[] = [];
  for (const project of vocabulary.projects) {
    const title = wordsOf(project.title);
    const full = title.join(' ');
    const exact = runsOf(title, title.length).filter(
      (r) => r.split(' ').length >= 2 && !placeNames.has(r) && r.split(' ').some((w) => !TITLE_GENERIC.has(w)),
    );
    const fuzzy = runsOf(words, title.length).some(
      (run) => run.split(' ').length === title.length && closeness(run, full) !== null,
    );
    if (fuzzy || exact.some((run) => phraseIn(joined, run))) found.push(project.id);
  }
  return found;
}

/** Words of project titles that say what, not which: "mixed use" alone names no project. */
const TITLE_GENERIC = new Set([
  'mixed',
  'use',
  'business',
  'family',
  'residences',
  'residence',
  'heights',
  'towers',
  'tower',
  'gardens',
  'garden',
  'apartments',
  'terraces',
  'villas',
  'square',
  'street',
  'road',
  'community',
  'courtyard',
  'residential',
  'area',
  'homes',
  'estate',
  'the',
  'of',
  'and',
  'phase',
  'city',
  'park',
  'plaza',
  'court',
]);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d[\d\s-]{7,16}\d|\b0\d{9}\b)/;

/** Reads one message against the catalog's names. */
export function understandMessage(message: string, vocabulary: CatalogVocabulary): Understanding {
  const text = normaliseText(message);
  const email = EMAIL.exec(message)?.[0]?.toLowerCase() ?? null;
  const phone = PHONE.exec(message.replace(EMAIL, ' '))?.[0]?.trim() ?? null;
  // Amounts are read where no contact details stand: a phone number is not a budget.
  const amountsText = text.replace(EMAIL, ' ').replace(PHONE, ' ');
  const words = wordsOf(message);
  const joined = ` ${words.join(' ')} `;
  const budget = findBudget(amountsText);
  const location = findPlace(words, vocabulary.places);
  const projectIds = findProjects(words, vocabulary);
  const projectType = findProjectType(joined);
  const bedrooms = findBedrooms(words);
  const timelineMonths = findTimeline(words);
  const intents = detectIntents(joined);
  const searching = budget || location || projectIds.length > 0 || projectType || bedrooms;
  if (searching && !intents.includes('search')) intents.push('search');
  return {
    language: detectLanguage(message, words),
    intents,
    budget,
    location,
    projectIds,
    projectType,
    bedrooms,
    timelineMonths,
    email,
    phone,
  };
}
