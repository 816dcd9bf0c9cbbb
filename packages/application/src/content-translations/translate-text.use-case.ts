import {
  needsTranslation,
  ok,
  err,
  ORIGINAL_LANGUAGE,
  type ContentLanguage,
  type ContentTranslationReader,
  type MachineTranslation,
  type RateLimiter,
  type RateLimitPolicy,
  type Result,
  type TranslationCache,
  type TranslationSource,
} from '@cobuy/domain';
import { consumeAttempt, ipKey } from '../accounts/accounts-rate-limits.js';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { translateTextInput, type TranslateTextInput } from './content-translations-input.schemas.js';

export interface TranslateTextDeps {
  readonly stored: Pick<ContentTranslationReader, 'findByOriginal'>;
  /** Null when no service is configured (TRANSLATE_URL unset): stored translations or the original. */
  readonly service: MachineTranslation | null;
  readonly cache: TranslationCache;
  /** How long the service may take before the original is answered (it is aborted then). */
  readonly timeoutMs: number;
  readonly rateLimiter: RateLimiter;
  readonly perIp: RateLimitPolicy;
  /** Told when the service failed or timed out (the server logs it; the caller gets the original). */
  readonly onServiceError?: (error: unknown) => void;
}

/**
 * A page of a few dozen texts is one burst of calls (the client translates each text, investor spec §5); 600
 * a minute per address lets a visitor browse freely and stops a script using the server as a free translator.
 */
export const DEFAULT_TRANSLATE_RATE_LIMIT: RateLimitPolicy = {
  name: 'translate-ip',
  points: 600,
  durationSeconds: 60,
  blockSeconds: 60,
};

export interface TranslatedText {
  readonly translatedText: string;
  readonly source: TranslationSource;
}

/**
 * Dynamic text in the visitor's language (product rules §7; investor spec §7 POST /api/translate): an admin's
 * stored translation of exactly this text first, then the machine-translation service (its answers cached,
 * cut after the timeout), then the original. A service that is down or slow is never the visitor's error: the
 * original comes back with 200. Anyone may ask; limited per IP.
 */
export class TranslateText implements UseCase<TranslateTextInput, TranslatedText> {
  readonly name = 'contentTranslations.translate';
  readonly access = 'public';
  readonly input = translateTextInput;
  constructor(private readonly deps: TranslateTextDeps) {}

  async execute(ctx: RequestContext, input: TranslateTextInput): Promise<Result<TranslatedText, AppError>> {
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.perIp, ipKey(ctx.ip)]]);
    if (limited) return err(limited);
    const original: TranslatedText = { translatedText: input.text, source: 'original' };
    if (input.targetLanguage === ORIGINAL_LANGUAGE || !needsTranslation(input.text)) return ok(original);

    const stored = await this.deps.stored.findByOriginal(input.text, input.targetLanguage);
    if (stored !== null) return ok({ translatedText: stored, source: 'stored' });

    if (!this.deps.service) return ok(original);
    const key = `${input.targetLanguage}\u0000${input.text}`;
    const cached = this.deps.cache.get(key);
    if (cached !== undefined) return ok({ translatedText: cached, source: 'service' });
    const translated = await this.askService(input.text, input.targetLanguage);
    if (translated === null) return ok(original);
    this.deps.cache.set(key, translated);
    return ok({ translatedText: translated, source: 'service' });
  }

  /** The service's translation, or null when it failed, answered nothing, or took longer than the timeout. */
  private async askService(text: string, target: ContentLanguage): Promise<string | null> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort(new Error(`translation service timed out after ${this.deps.timeoutMs} ms`));
        resolve(null);
      }, this.deps.timeoutMs);
    });
    try {
      // The race, not only the abort: a service that ignores its signal still cannot hold the visitor.
      const answer = await Promise.race([this.deps.service!.translate(text, target, controller.signal), timedOut]);
      if (answer === null) this.deps.onServiceError?.(controller.signal.reason);
      return typeof answer === 'string' && answer.trim() !== '' ? answer : null;
    } catch (error) {
      this.deps.onServiceError?.(error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
