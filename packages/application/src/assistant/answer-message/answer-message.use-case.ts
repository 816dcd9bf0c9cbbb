import {
  ASSISTANT_LANGUAGES,
  err,
  isOpenForInvestment,
  ok,
  placesOf,
  understandMessage,
  type AssistantLanguage,
  type CatalogVocabulary,
  type CurrencyRate,
  type ProjectFacts,
  type Result,
  type Understanding,
} from '@cobuy/domain';
import { consumeAttempt, ipKey } from '../../accounts/accounts-rate-limits.js';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AssistantDeps } from '../assistant.deps.js';
import { composeAnswer, type AssistantAnswer } from '../compose-answer.js';
import { checkModelAnswer, modelPrompt } from '../language-model.js';
import { answerMessageInput, type AnswerMessageInput } from './answer-message.input.js';

export const isAssistantLanguage = (code: string | undefined): code is AssistantLanguage =>
  (ASSISTANT_LANGUAGES as readonly string[]).includes(code ?? '');

/** The catalog's names the messages are read against. */
export function vocabularyOf(catalog: readonly ProjectFacts[]): CatalogVocabulary {
  return {
    places: placesOf(catalog.flatMap((p) => [p.location, p.country])),
    projects: catalog.map((p) => ({ id: p.id, title: p.title })),
  };
}

/**
 * The current message, with what the visitor said before filling what it leaves out ("and in Tema?" after
 * "I have $5,000" keeps the budget). The current message's own entities always win.
 */
export function withContext(current: Understanding, earlier: readonly Understanding[]): Understanding {
  const latest = <K extends keyof Understanding>(key: K): Understanding[K] | null => {
    for (let i = earlier.length - 1; i >= 0; i--) {
      const value = earlier[i]![key];
      if (value !== null && !(Array.isArray(value) && value.length === 0)) return value;
    }
    return null;
  };
  return {
    ...current,
    budget: current.budget ?? latest('budget'),
    location: current.location ?? latest('location'),
    projectIds: current.projectIds.length > 0 ? current.projectIds : (latest('projectIds') ?? []),
    projectType: current.projectType ?? latest('projectType'),
    bedrooms: current.bedrooms ?? latest('bedrooms'),
    timelineMonths: current.timelineMonths ?? latest('timelineMonths'),
  };
}

/** The language to answer in: the message's, else the conversation's, else the site's, else English. */
export function answerLanguage(
  current: Understanding,
  earlier: readonly Understanding[],
  site: string | undefined,
): AssistantLanguage {
  if (current.language) return current.language;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const language = earlier[i]!.language;
    if (language) return language;
  }
  return isAssistantLanguage(site) ? site : 'en';
}

/** The projects whose facts the model receives at most (besides those the built-in answer names). */
const MODEL_FACT_PROJECTS = 8;

/** What one turn was understood as and answered with (the lead recording reads it). */
export interface AssistantTurn {
  readonly understanding: Understanding;
  readonly answer: AssistantAnswer;
}

/**
 * The assistant's answer to one message (investor spec §7 `/api/chatbot/message`): the message read for its
 * language, intents and entities (budget and currency, place, type, bedrooms, timeline, projects), the
 * catalog searched by those entities through the retrieval port, and the answer composed from what came back
 * and the platform's rules. Anyone may ask; limited per IP.
 */
export class AnswerAssistantMessage implements UseCase<AnswerMessageInput, AssistantAnswer> {
  readonly name = 'assistant.answerMessage';
  readonly access = 'public' as const;
  readonly input = answerMessageInput;

  constructor(private readonly deps: AssistantDeps) {}

  async execute(ctx: RequestContext, input: AnswerMessageInput): Promise<Result<AssistantAnswer, AppError>> {
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.limits.messagePerIp, ipKey(ctx.ip)]]);
    if (limited) return err(limited);
    const turn = await this.answer(input);
    return ok(turn.answer);
  }

  /** Reads the message in its conversation, retrieves the facts it asks for and composes the answer. */
  async answer(input: Pick<AnswerMessageInput, 'message' | 'history' | 'language'>): Promise<AssistantTurn> {
    const catalog = await this.deps.retrieval.search({});
    const vocabulary = vocabularyOf(catalog);
    const current = understandMessage(input.message, vocabulary);
    const earlier = input.history.filter((h) => h.role === 'user').map((h) => understandMessage(h.content, vocabulary));
    const understanding = withContext(current, earlier);
    const language = answerLanguage(current, earlier, input.language);
    // A project named is searched for itself; otherwise the place and type narrow the catalog.
    const criteria =
      understanding.projectIds.length > 0
        ? { projectIds: understanding.projectIds }
        : { location: understanding.location ?? undefined, projectType: understanding.projectType ?? undefined };
    const matches = Object.values(criteria).some((v) => v !== undefined)
      ? await this.deps.retrieval.search(criteria)
      : catalog.filter(isOpenForInvestment);
    const rates = await this.deps.rates.current();
    const builtIn = composeAnswer({ understanding, language, matches, catalog, rates });
    const worded = await this.wordWithModel(input, { language, matches, catalog, rates, builtIn, understanding });
    return { understanding: current, answer: worded ?? builtIn };
  }

  /**
   * The model's wording of the answer, when one is configured and its answer names nothing outside the facts
   * it was given; null otherwise (then the built-in answer stands). The buttons stay the built-in ones.
   */
  private async wordWithModel(
    input: Pick<AnswerMessageInput, 'message' | 'history'>,
    c: {
      language: AssistantLanguage;
      matches: readonly ProjectFacts[];
      catalog: readonly ProjectFacts[];
      rates: readonly CurrencyRate[];
      builtIn: AssistantAnswer;
      understanding: Understanding;
    },
  ): Promise<AssistantAnswer | null> {
    const model = this.deps.model;
    if (!model) return null;
    const facts = [
      ...c.matches.slice(0, MODEL_FACT_PROJECTS),
      ...c.catalog.filter(
        (p) => c.builtIn.response.includes(p.title) && !c.matches.slice(0, MODEL_FACT_PROJECTS).includes(p),
      ),
    ];
    const prompt = modelPrompt({
      language: c.language,
      facts,
      draft: c.builtIn.response,
      history: input.history,
      message: input.message,
    });
    const text = await model.complete(prompt);
    if (text === null) return null;
    const problems = checkModelAnswer(text, { projects: facts, rates: c.rates, budget: c.understanding.budget });
    if (problems.length > 0) {
      this.deps.onModelRefused?.(problems);
      return null;
    }
    return { response: text, actions: c.builtIn.actions };
  }
}
