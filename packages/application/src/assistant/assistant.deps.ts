import {
  type AssistantRetrieval,
  type CurrencyRate,
  type CurrencyRateReader,
  type RateLimiter,
  type RateLimitPolicy,
} from '@cobuy/domain';
import type { AssistantLanguageModel } from './language-model.js';

/**
 * The platform's exchange rates as the assistant converts budgets with them. Its own small port, so that where
 * the rates live (the rates data of docs/currencies.md) can change without touching the assistant.
 */
export interface AssistantCurrencyRates {
  current(): Promise<readonly CurrencyRate[]>;
}

/** The current rates as the currency picker serves them (`GET /api/currencies`): one source for both. */
export function currentCurrencyRates(reader: Pick<CurrencyRateReader, 'listCurrent'>): AssistantCurrencyRates {
  return { current: () => reader.listCurrent() };
}

/** Per-IP limits of the assistant's two public calls (docs/assistant.md says why these numbers). */
export interface AssistantRateLimits {
  readonly messagePerIp: RateLimitPolicy;
  readonly interestPerIp: RateLimitPolicy;
}

export const DEFAULT_ASSISTANT_RATE_LIMITS: AssistantRateLimits = {
  messagePerIp: { name: 'assistant-message-ip', points: 30, durationSeconds: 60, blockSeconds: 60 },
  interestPerIp: { name: 'assistant-interest-ip', points: 5, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
};

export interface AssistantDeps {
  readonly retrieval: AssistantRetrieval;
  /** Words the answer when configured (ASSISTANT_MODEL_URL); its answer is checked against the facts. */
  readonly model?: AssistantLanguageModel | null;
  /** Told when the model's answer was refused and the built-in one used (for the server's log). */
  readonly onModelRefused?: (problems: readonly string[]) => void;
  readonly rates: AssistantCurrencyRates;
  readonly rateLimiter: RateLimiter;
  readonly limits: AssistantRateLimits;
}
