import type { AssistantLanguageModel, ModelMessage } from '@cobuy/application';

export interface OpenAiChatModelConfig {
  /** The API's base URL, e.g. `https://api.openai.com/v1` or a self-hosted `http://llm:8000/v1`. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a bearer token when set (self-hosted servers often need none). */
  readonly apiKey?: string;
  /** The whole call, connection included; over it the built-in answer is used. */
  readonly timeoutMs: number;
  /** For tests: a stand-in for the global fetch. */
  readonly fetch?: typeof fetch;
}

/**
 * The assistant's language model over an OpenAI-compatible `POST {baseUrl}/chat/completions` (OpenAI, vLLM,
 * llama.cpp server, Ollama's /v1, …). Any failure — network, status, timeout, a body without a message — is
 * reported as no answer: the caller then answers with its built-in text. Nothing is retried.
 */
export class OpenAiChatModel implements AssistantLanguageModel {
  constructor(
    private readonly config: OpenAiChatModelConfig,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async complete(messages: readonly ModelMessage[]): Promise<string | null> {
    const call = this.config.fetch ?? fetch;
    try {
      const response = await call(`${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.config.model, messages, temperature: 0.2, max_tokens: 600 }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (!response.ok) {
        this.onError(new Error(`Assistant model answered ${response.status}`));
        return null;
      }
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      return typeof content === 'string' && content.trim() !== '' ? content.trim() : null;
    } catch (error) {
      this.onError(error);
      return null;
    }
  }
}
