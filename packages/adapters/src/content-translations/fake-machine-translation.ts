import type { ContentLanguage, MachineTranslation } from '@cobuy/domain';

/**
 * A machine translation that needs no server (tests; TRANSLATE=fake in development): answers `[fr] text`, and
 * can be told to fail or to take its time, so the order, the timeout and the cache can be seen from outside.
 */
export class FakeMachineTranslation implements MachineTranslation {
  /** The texts it was asked for, in order. */
  readonly calls: { text: string; target: ContentLanguage }[] = [];
  mode: 'answer' | 'fail' | 'hang' = 'answer';

  async translate(text: string, target: ContentLanguage, signal: AbortSignal): Promise<string> {
    this.calls.push({ text, target });
    if (this.mode === 'fail') throw new Error('The fake translation service is down');
    if (this.mode === 'hang') {
      // Never answers by itself: only the caller's abort ends the wait.
      await new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    }
    return `[${target}] ${text}`;
  }
}
