import { runUseCase, TranslateText, type TranslateTextDeps } from '@cobuy/application';
import { systemClock, type ContentLanguage } from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import { FlexibleRateLimiter } from '../rate-limit/flexible-rate-limiter.js';
import { FakeMachineTranslation } from './fake-machine-translation.js';
import { LruTranslationCache } from './lru-translation-cache.js';

/** The port's order (stored → service → original), its timeout and its cache, with a fake service (no server). */
function kit(
  options: { stored?: Record<string, string>; service?: boolean; timeoutMs?: number; points?: number } = {},
) {
  const service = new FakeMachineTranslation();
  const errors: unknown[] = [];
  const deps: TranslateTextDeps = {
    stored: {
      findByOriginal: async (text: string, language: ContentLanguage) =>
        options.stored?.[`${language}:${text}`] ?? null,
    },
    service: options.service === false ? null : service,
    cache: new LruTranslationCache(),
    timeoutMs: options.timeoutMs ?? 1_000,
    rateLimiter: new FlexibleRateLimiter(),
    perIp: {
      name: `translate-test-${Math.random()}`,
      points: options.points ?? 100,
      durationSeconds: 60,
      blockSeconds: 60,
    },
    onServiceError: (error) => errors.push(error),
  };
  const useCase = new TranslateText(deps);
  const ctx = { actor: null, correlationId: 'test', clock: systemClock, ip: '203.0.113.7' };
  const translate = (text: string, targetLanguage: string) => runUseCase(useCase, ctx, { text, targetLanguage });
  return { service, errors, translate };
}

describe('the translate port', () => {
  it("answers an admin's stored translation first, without asking the service", async () => {
    const { service, translate } = kit({ stored: { 'fr:Eight town houses': 'Huit maisons de ville' } });
    expect(await translate('Eight town houses', 'fr')).toEqual({
      ok: true,
      value: { translatedText: 'Huit maisons de ville', source: 'stored' },
    });
    expect(service.calls).toEqual([]);
  });

  it('asks the service for a text with no stored translation, then keeps its answer in the cache', async () => {
    const { service, translate } = kit({ stored: { 'fr:Eight town houses': 'Huit maisons de ville' } });
    const first = await translate('Phase two has begun', 'de');
    expect(first).toEqual({ ok: true, value: { translatedText: '[de] Phase two has begun', source: 'service' } });
    expect(await translate('Phase two has begun', 'de')).toEqual(first);
    expect(service.calls).toEqual([{ text: 'Phase two has begun', target: 'de' }]);
    // Another language is another entry.
    await translate('Phase two has begun', 'fr');
    expect(service.calls).toHaveLength(2);
  });

  it('answers the original when the service is down, and does not cache the failure', async () => {
    const { service, errors, translate } = kit();
    service.mode = 'fail';
    expect(await translate('Roofing is complete', 'es')).toEqual({
      ok: true,
      value: { translatedText: 'Roofing is complete', source: 'original' },
    });
    expect(errors).toHaveLength(1);
    service.mode = 'answer';
    expect(await translate('Roofing is complete', 'es')).toMatchObject({ value: { source: 'service' } });
  });

  it('gives up on a slow service after its timeout and answers the original', async () => {
    const { service, errors, translate } = kit({ timeoutMs: 50 });
    service.mode = 'hang';
    const started = Date.now();
    expect(await translate('Windows fitted', 'ja')).toEqual({
      ok: true,
      value: { translatedText: 'Windows fitted', source: 'original' },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(String(errors[0])).toMatch(/timed out after 50 ms/);
  });

  it('answers the original when no service is configured', async () => {
    const { translate } = kit({ service: false });
    expect(await translate('Windows fitted', 'ja')).toMatchObject({
      value: { translatedText: 'Windows fitted', source: 'original' },
    });
  });

  it('never sends English, empty, numeric or currency-only text anywhere', async () => {
    const { service, translate } = kit();
    for (const [text, language] of [
      ['Windows fitted', 'en'],
      ['', 'fr'],
      ['1,250,000', 'fr'],
      ['GHS 12,500.00', 'ar'],
      ['₵312,500', 'zh'],
    ] as const) {
      expect(await translate(text, language)).toEqual({
        ok: true,
        value: { translatedText: text, source: 'original' },
      });
    }
    expect(service.calls).toEqual([]);
  });

  it('refuses an unknown language and an oversized text, naming the field', async () => {
    const { translate } = kit();
    expect(await translate('Hello', 'xx')).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { targetLanguage: expect.stringMatching(/must be one of/) } },
    });
    expect(await translate('a'.repeat(5_001), 'fr')).toMatchObject({
      ok: false,
      error: { fields: { text: 'must be at most 5000 characters' } },
    });
  });

  it('limits calls per address', async () => {
    const { translate } = kit({ points: 2 });
    await translate('One', 'fr');
    await translate('Two', 'fr');
    expect(await translate('Three', 'fr')).toMatchObject({ ok: false, error: { code: 'ACCOUNTS.RATE_LIMITED' } });
  });
});

describe('the translation cache', () => {
  it('drops the least recently used past its capacity and forgets entries past their age', () => {
    let now = 0;
    const cache = new LruTranslationCache(2, 100, () => now);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    now = 150;
    expect(cache.get('c')).toBeUndefined();
  });
});
