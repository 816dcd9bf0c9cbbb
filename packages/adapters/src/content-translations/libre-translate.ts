import type { ContentLanguage, MachineTranslation } from '@cobuy/domain';

export interface LibreTranslateOptions {
  /** TRANSLATE_URL: the LibreTranslate server (its POST /translate). */
  readonly url: string;
  /** TRANSLATE_API_KEY: only for a server that requires keys. */
  readonly apiKey?: string;
}

/** An answer is read up to this size: one translated paragraph. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * LibreTranslate (self-hostable, open source; docs/decisions.md): `POST /translate {q, source, target, format}`
 * → `{translatedText}`. The originals are written in English, so the source is `en`. The caller's signal carries
 * the timeout; any failure (down, HTTP error, unsupported language, odd answer) rejects and the caller keeps the
 * original.
 */
export class LibreTranslateService implements MachineTranslation {
  constructor(private readonly options: LibreTranslateOptions) {}

  async translate(text: string, target: ContentLanguage, signal: AbortSignal): Promise<string> {
    const response = await fetch(
      new URL('translate', this.options.url.endsWith('/') ? this.options.url : `${this.options.url}/`),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: text,
          source: 'en',
          target,
          format: 'text',
          ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
        }),
        signal,
        redirect: 'error',
      },
    );
    if (!response.ok) throw new Error(`LibreTranslate answered HTTP ${response.status}`);
    const body = await response.text();
    if (body.length > MAX_BODY_BYTES) throw new Error('LibreTranslate answered more than 256 KB');
    const translated = (JSON.parse(body) as { translatedText?: unknown }).translatedText;
    if (typeof translated !== 'string') throw new Error('LibreTranslate answered no translatedText');
    return translated;
  }
}
