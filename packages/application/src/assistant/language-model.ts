import {
  convertForDisplay,
  formatMoney,
  Money,
  MONEY_MAX_CENTS,
  type MoneyTotal,
  type AssistantLanguage,
  type CurrencyCode,
  type CurrencyRate,
  type ProjectFacts,
} from '@cobuy/domain';
import { ASSISTANT_RULE_FIGURES } from './assistant-rules.js';

/** One message of a chat completion. */
export interface ModelMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/**
 * An optional language model that words the answer (issue 21 item 2): an OpenAI-compatible chat endpoint in
 * production, a fake in tests. It receives the retrieved facts and the conversation, nothing else; null (or a
 * thrown error, or a timeout) means no answer, and the built-in one is used.
 */
export interface AssistantLanguageModel {
  complete(messages: readonly ModelMessage[]): Promise<string | null>;
}

const LANGUAGE_NAMES: Readonly<Record<AssistantLanguage, string>> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
};

const usd = (amount: Money | MoneyTotal) => formatMoney(amount, 'USD', { symbol: '$' });

/** The facts as lines the model reads: every figure it may use, written as the checker will accept it. */
export function factSheet(projects: readonly ProjectFacts[]): string {
  return projects
    .map((p) => {
      const units = p.units
        .slice(0, 6)
        .map((u) => `${u.unitType} (${u.bedrooms} bedrooms) ${usd(u.price)}, minimum ${usd(u.minInvestmentAmount)}`)
        .join('; ');
      return (
        `- Project id ${p.id}: "${p.title}", ${p.location}, ${p.projectType}, status ${p.status}, ` +
        `minimum investment ${usd(p.minInvestment)}, funding left ${usd(p.fundingLeft)} in ${p.openUnits} open units, ` +
        `timeline ${p.timeline} months, expected profit ${p.expectedProfit.toString()}% ` +
        `(range ${p.profitRangeMin.toString()}%-${p.profitRangeMax.toString()}%, a projection)` +
        (units ? `. Open units: ${units}` : '')
      );
    })
    .join('\n');
}

/**
 * The prompt: the rules of the game, the facts retrieved for this question, the built-in answer as a draft to
 * improve, and the conversation. No name, email, account or IP: only what the visitor typed.
 */
export function modelPrompt(input: {
  readonly language: AssistantLanguage;
  readonly facts: readonly ProjectFacts[];
  readonly draft: string;
  readonly history: readonly { readonly role: 'user' | 'assistant'; readonly content: string }[];
  readonly message: string;
}): ModelMessage[] {
  const r = ASSISTANT_RULE_FIGURES;
  const system =
    `You are the assistant of CoBuy Accra, a platform for co-investing in off-plan property. Answer in ` +
    `${LANGUAGE_NAMES[input.language]}, briefly. Use ONLY the facts below: never name a project, price, amount, ` +
    `percentage, return or rule that is not written here. If the facts do not answer the question, say so and ` +
    `suggest contacting the team. Profit figures are projections, never guarantees.\n\n` +
    `Platform rules: KYC is required before paying, reviewed in ${r.kycReviewDays} business days, valid ` +
    `${r.kycValidityYears} years; payment is due within ${r.paymentWindowDays} days of the payment instructions; ` +
    `without KYC at most ${r.reservationsWithoutKyc} unpaid reservations up to ${r.reservedAmountWithoutKyc}; ` +
    `profit on a sale is shared in proportion to each investor's amount over the unit price. No fees are published.\n\n` +
    `Catalog facts:\n${factSheet(input.facts) || '(no project matched)'}\n\n` +
    `A correct draft answer you may reword (keep its figures):\n${input.draft}`;
  return [
    { role: 'system', content: system },
    ...input.history.map((h) => ({ role: h.role, content: h.content })),
    { role: 'user', content: input.message },
  ];
}

const SYMBOLS: readonly (readonly [string, CurrencyCode])[] = [
  ['US$', 'USD'],
  ['$', 'USD'],
  ['GH₵', 'GHS'],
  ['₵', 'GHS'],
  ['GHS', 'GHS'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['₦', 'NGN'],
  ['FCFA', 'XAF'],
  ['CFA', 'XOF'],
  ['USD', 'USD'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['NGN', 'NGN'],
];

/** Words that end the name of a development ("… Heights", "… Towers"): a capitalised name ending so is a project. */
const PROJECT_NOUNS =
  'Heights|Towers?|Residences?|Gardens?|Estates?|Villas?|Apartments?|Terraces?|Square|Court|Courtyard|Park|Plaza|' +
  'Homes|Crest|Ridge|View|Place|Hub|Mixed-Use|Lofts?|Suites|Village|Enclave|Manor|Pointe?';
const PROJECT_NAME = new RegExp(
  `\\b((?:[A-Z][\\p{L}'’-]+|\\d+)(?:\\s+(?:[A-Z][\\p{L}'’-]+|\\d+))*\\s+(?:${PROJECT_NOUNS}))\\b`,
  'gu',
);
const AMOUNT =
  /(US\$|GH₵|FCFA|CFA|GHS|USD|EUR|GBP|NGN|[$₵£€₦])\s?(\d[\d,]*(?:\.\d+)?)(\s?[kKmM]\b)?|(\d[\d,]*(?:\.\d+)?)\s?(USD|GHS|EUR|GBP|NGN|FCFA|CFA|cedis|dollars|euros|naira)\b/g;
const PERCENT = /(\d+(?:[.,]\d+)?)\s?%/g;

const centsOf = (digits: string, suffix: string | undefined): bigint | null => {
  const plain = digits.replace(/,/g, '');
  const parsed = Money.parse(/^\d+(\.\d{1,2})?$/.test(plain) ? plain : 'x');
  if (!parsed.ok) return null;
  const k = suffix?.trim().toLowerCase();
  return parsed.value.cents * (k === 'k' ? 1000n : k === 'm' ? 1_000_000n : 1n);
};

/** What an answer may say: the facts' amounts (and their conversions), percentages, titles. */
export interface AllowedFacts {
  readonly projects: readonly ProjectFacts[];
  readonly rates: readonly CurrencyRate[];
  /** The visitor's own budget, as they gave it. */
  readonly budget?: { readonly amount: Money; readonly currency: CurrencyCode } | null;
}

/**
 * Refuses a model's answer that names a project, an amount or a percentage not in the facts (issue 21 item 2):
 * the reasons, empty when the answer holds. Amounts are accepted in USD and in any currency as a conversion of a
 * fact (rounded to the cent as the platform converts), or as the visitor's own budget.
 */
export function checkModelAnswer(text: string, allowed: AllowedFacts): string[] {
  const problems: string[] = [];
  const usdCents = new Set<bigint>([UNVERIFIED_TOTAL]);
  for (const p of allowed.projects) {
    usdCents.add(p.minInvestment.cents);
    usdCents.add(p.fundingLeft.cents);
    for (const u of p.units) {
      usdCents.add(u.price.cents);
      usdCents.add(u.minInvestmentAmount.cents);
    }
  }
  const budgetUsd = allowed.budget
    ? convertForDisplay(allowed.budget.amount, allowed.budget.currency, 'USD', allowed.rates).cents
    : null;
  for (const m of text.matchAll(AMOUNT)) {
    const marker = (m[1] ?? m[5] ?? '').toUpperCase();
    const code =
      SYMBOLS.find(([s]) => s.toUpperCase() === marker)?.[1] ??
      ({ CEDIS: 'GHS', DOLLARS: 'USD', EUROS: 'EUR', NAIRA: 'NGN' } as const)[marker as 'CEDIS'] ??
      'USD';
    const cents = centsOf(m[2] ?? m[4] ?? '', m[3]);
    if (cents === null) {
      problems.push(`amount "${m[0].trim()}" cannot be read`);
      continue;
    }
    const asBudget = allowed.budget && allowed.budget.currency === code && allowed.budget.amount.cents === cents;
    const ok =
      asBudget ||
      (code === 'USD' && (usdCents.has(cents) || cents === budgetUsd)) ||
      [...usdCents].some(
        (c) =>
          c <= MONEY_MAX_CENTS && convertForDisplay(Money.fromCents(c), 'USD', code, allowed.rates).cents === cents,
      );
    if (!ok) problems.push(`amount "${m[0].trim()}" is not in the facts`);
  }
  const percentages = new Set(
    allowed.projects.flatMap((p) => [p.expectedProfit, p.profitRangeMin, p.profitRangeMax].map((x) => x.hundredths)),
  );
  for (const m of text.matchAll(PERCENT)) {
    const hundredths = centsOf(m[1]!.replace(',', '.'), undefined);
    if (hundredths === null || !percentages.has(hundredths))
      problems.push(`percentage "${m[0].trim()}" is not in the facts`);
  }
  const titles = allowed.projects.map((p) => p.title.toLowerCase());
  for (const m of text.matchAll(PROJECT_NAME)) {
    const name = m[1]!.toLowerCase();
    if (!titles.some((t) => t.includes(name) || name.includes(t)))
      problems.push(`project "${m[1]}" is not in the facts`);
  }
  return problems;
}

/** The reservation limit's amount, a rule figure the assistant may state. */
const UNVERIFIED_TOTAL = Money.of('100000').cents;
