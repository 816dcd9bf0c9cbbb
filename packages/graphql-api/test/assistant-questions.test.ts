import { convertForDisplay, formatMoney, Money, type CurrencyCode } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { assistantAnswerJson } from '../src/openapi/assistant-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { freshIp } from './support/accounts-helpers.js';
import {
  checkAnswer,
  loadTruth,
  projectsNamed,
  type AssistantAnswerJson,
  type Truth,
  type TruthProject,
} from './support/assistant-truth.js';

/*
 * The assistant against the seeded catalog (issue 21 item 5): realistic questions in English, French, Spanish
 * and Portuguese, budgets in several currencies, misspelt places. Every answer is held against the catalog as
 * the public API serves it (support/assistant-truth.ts): each project, price, minimum and percentage it names
 * exists and is right, and each action points at a real project the answer talks about. Each question also
 * checks what it is about, with figures computed from the catalog, not written here.
 */

const server = useTestServer();
let truth: Truth;
beforeAll(async () => {
  truth = await loadTruth(server);
});

const OPEN = new Set(['available', 'partially_funded']);
const isOpen = (p: TruthProject) => p.status !== 'completed' && p.units.some((u) => OPEN.has(u.status));
const usd = (amount: string) => formatMoney(Money.of(amount), 'USD', { symbol: '$' });
const cents = (amount: string) => Money.of(amount).cents;
const toUsd = (amount: string, currency: CurrencyCode) =>
  convertForDisplay(Money.of(amount), currency, 'USD', truth.rates).cents;
const minimumOf = (p: TruthProject) =>
  p.units
    .filter((u) => OPEN.has(u.status))
    .map((u) => (cents(u.minInvestmentAmount) > cents(p.minInvestment) ? u.minInvestmentAmount : p.minInvestment))
    .sort((a, b) => (cents(a) < cents(b) ? -1 : 1))[0]!;
const inPlace = (place: string) => (p: TruthProject) => p.location.toLowerCase().includes(place.toLowerCase());
const lowestOpen = (filter: (p: TruthProject) => boolean = () => true) =>
  truth.projects
    .filter((p) => isOpen(p) && filter(p))
    .sort((a, b) => (cents(minimumOf(a)) < cents(minimumOf(b)) ? -1 : 1))[0]!;
/** Projects listed as lines ("• Title (…"), as opposed to named in passing. */
const listed = (answer: AssistantAnswerJson) =>
  truth.projects.filter((p) => answer.response.includes(`• ${p.title} (`));

async function ask(message: string, history: { role: 'user' | 'assistant'; content: string }[] = []) {
  const res = await server.post('/api/chatbot/message', { message, history }, freshIp());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return assistantAnswerJson.parse(res.body) as AssistantAnswerJson;
}

interface Question {
  readonly q: string;
  readonly history?: { role: 'user' | 'assistant'; content: string }[];
  readonly budget?: { amount: string; currency: CurrencyCode };
  /** A phrase of the answer's language (and topic). */
  readonly says: RegExp;
  readonly check?: (answer: AssistantAnswerJson) => void;
}

/** Every listed project fits: open, in the place, reachable with the budget (in USD). */
const fitsBudget = (budgetUsd: () => bigint, place?: string) => (a: AssistantAnswerJson) => {
  const lines = listed(a);
  expect(lines.length).toBeGreaterThan(0);
  for (const p of lines) {
    expect(isOpen(p)).toBe(true);
    if (place) expect(inPlace(place)(p)).toBe(true);
    expect(cents(minimumOf(p)) <= budgetUsd()).toBe(true);
  }
  expect(a.actions.some((x) => x.type === 'invest' && lines.some((p) => p.id === x.projectId))).toBe(true);
};

/** The budget is below every minimum (in the place): says so and names the lowest minimum. */
const belowEvery = (place?: string) => (a: AssistantAnswerJson) => {
  expect(listed(a)).toEqual([]);
  const lowest = lowestOpen(place ? inPlace(place) : undefined);
  expect(a.response).toContain(usd(minimumOf(lowest)));
  expect(a.response).toContain(lowest.title);
  expect(a.actions.some((x) => x.type === 'invest')).toBe(false);
};

const QUESTIONS: Question[] = [
  // ── English ──
  {
    q: 'What can I get in East Legon for $5,000?',
    budget: { amount: '5000', currency: 'USD' },
    says: /project fits|projects fit/,
    check: (a) => {
      fitsBudget(() => cents('5000'), 'East Legon')(a);
      expect(projectsNamed(truth, a.response)).toContain('East Legon Heights');
    },
  },
  {
    q: 'I have 5k to invest, what are my options?',
    budget: { amount: '5000', currency: 'USD' },
    says: /With \$5,000\.00/,
    check: fitsBudget(() => cents('5000')),
  },
  {
    q: 'My budget is GHS 20000, what can I buy?',
    budget: { amount: '20000', currency: 'GHS' },
    says: /₵20,000\.00/,
    check: fitsBudget(() => toUsd('20000', 'GHS')),
  },
  {
    q: 'I only have $500 to invest',
    budget: { amount: '500', currency: 'USD' },
    says: /below the minimum of every open project/,
    check: belowEvery(),
  },
  {
    q: 'Do you have 3-bedroom units available?',
    says: /open for investment/,
    check: (a) => {
      for (const p of listed(a)) expect(p.units.some((u) => u.bedrooms === 3 && OPEN.has(u.status))).toBe(true);
    },
  },
  {
    q: 'Any projects in Cantonmets?',
    says: /Cantonments/,
    check: (a) => expect(listed(a).every(inPlace('Cantonments'))).toBe(true),
  },
  {
    q: 'Show me commercial projects',
    says: /open for investment/,
    check: (a) => {
      expect(listed(a).length).toBeGreaterThan(0);
      for (const p of listed(a)) expect(p.projectType).toBe('commercial');
    },
  },
  {
    q: 'What is the minimum investment?',
    says: /Minimum investments run from/,
    check: (a) => {
      const open = truth.projects
        .filter(isOpen)
        .sort((x, y) => (cents(x.minInvestment) < cents(y.minInvestment) ? -1 : 1));
      expect(a.response).toContain(usd(open[0]!.minInvestment));
      expect(a.response).toContain(usd(open.at(-1)!.minInvestment));
    },
  },
  {
    q: "What's the minimum for Dubai Marina Crest?",
    says: /minimum investment in Dubai Marina Crest/,
    check: (a) =>
      expect(a.response).toContain(usd(truth.projects.find((p) => p.title === 'Dubai Marina Crest')!.minInvestment)),
  },
  {
    q: 'How long will Lekki Waterfront Towers take to complete?',
    says: /month timeline/,
    check: (a) =>
      expect(a.response).toContain(
        `${truth.projects.find((p) => p.title === 'Lekki Waterfront Towers')!.timeline}-month`,
      ),
  },
  {
    q: 'What returns can I expect?',
    says: /projections, not guarantees/,
    check: (a) => expect(a.response).toMatch(/%/),
  },
  {
    q: 'What are the fees?',
    says: /can't quote fees/,
    check: (a) => {
      expect(a.actions.map((x) => x.type)).toEqual(['contact']);
      expect(a.response).not.toMatch(/\d/);
    },
  },
  { q: 'Is it risky? Could I lose money?', says: /projections, not guarantees/ },
  { q: 'How does co-investment and profit sharing work?', says: /co-own one unit/ },
  { q: 'How do I get started?', says: /Pay within 7 days/ },
  { q: 'Do I need to do KYC?', says: /valid for 2 years/ },
  { q: 'How many days do I have to pay?', says: /7 days to pay/ },
  {
    q: 'Who won the football match yesterday?',
    says: /can't answer that/,
    check: (a) => expect(a.actions.map((x) => x.type)).toEqual(['contact']),
  },
  {
    q: '£3,000 in Lagos?',
    budget: { amount: '3000', currency: 'GBP' },
    says: /below the minimum/,
    check: (a) => {
      belowEvery('Lagos')(a);
      expect(a.response).toContain(lowestOpen().title);
    },
  },
  {
    q: 'Can I invest 2000 dollars in Tema?',
    budget: { amount: '2000', currency: 'USD' },
    says: /fits/,
    check: fitsBudget(() => cents('2000'), 'Tema'),
  },
  {
    q: 'mixed-use in Osu for $10k',
    budget: { amount: '10000', currency: 'USD' },
    says: /fits/,
    check: (a) => {
      fitsBudget(() => cents('10000'), 'Osu')(a);
      for (const p of listed(a)) expect(p.projectType).toBe('mixed-use');
    },
  },
  {
    q: 'Tell me about Adenta Family Villas',
    says: /takes no new investment/,
    check: (a) => {
      const p = truth.projects.find((x) => x.title === 'Adenta Family Villas')!;
      expect(a.actions).toEqual([expect.objectContaining({ type: 'learn_more', projectId: p.id })]);
    },
  },
  {
    q: 'I can put in ₦5,000,000',
    budget: { amount: '5000000', currency: 'NGN' },
    says: /₦5,000,000\.00/,
    check: fitsBudget(() => toUsd('5000000', 'NGN')),
  },
  {
    q: 'What about Spintex?',
    history: [
      { role: 'user', content: 'I have $3,000' },
      { role: 'assistant', content: 'With $3,000.00, …' },
    ],
    budget: { amount: '3000', currency: 'USD' },
    says: /With \$3,000\.00 in Spintex/,
    check: fitsBudget(() => cents('3000'), 'Spintex'),
  },
  { q: 'Hello!', says: /Hello! I can tell you about our projects/ },
  {
    q: 'I want a 4 bedroom house with €12,000',
    budget: { amount: '12000', currency: 'EUR' },
    says: /€12,000\.00/,
    check: (a) => {
      for (const p of listed(a)) expect(p.units.some((u) => u.bedrooms === 4 && OPEN.has(u.status))).toBe(true);
    },
  },
  { q: 'What is the timeline of projects in Airport Residential?', says: /Airport Residential Gardens|month/ },
  // ── French ──
  {
    q: "Bonjour, qu'est-ce que je peux avoir à East Legon avec 5 000 $ ?",
    budget: { amount: '5000', currency: 'USD' },
    says: /projet correspond|projets correspondent/,
    check: fitsBudget(() => cents('5000'), 'East Legon'),
  },
  {
    q: "J'ai 4 000 € à investir, quels projets ?",
    budget: { amount: '4000', currency: 'EUR' },
    says: /Avec €4,000\.00/,
    check: fitsBudget(() => toUsd('4000', 'EUR')),
  },
  { q: 'Quels sont les frais ?', says: /Je ne peux pas indiquer de frais/ },
  { q: 'Comment fonctionne le partage des bénéfices ?', says: /Plusieurs investisseurs/ },
  { q: 'Quel est le délai de paiement ?', says: /7 jours pour payer/ },
  {
    q: 'Des projets à Acra pour 20 000 cedis ?',
    budget: { amount: '20000', currency: 'GHS' },
    says: /Avec ₵20,000\.00/,
    check: fitsBudget(() => toUsd('20000', 'GHS'), 'Accra'),
  },
  { q: 'Est-ce que la vérification KYC est obligatoire ?', says: /valable 2 ans/ },
  { q: 'Quels sont les risques ?', says: /vrais risques/ },
  // ── Spanish ──
  {
    q: 'Tengo 5.000 dólares, ¿qué puedo comprar en Cantonments?',
    budget: { amount: '5000', currency: 'USD' },
    says: /por debajo del mínimo/,
    check: (a) => {
      belowEvery('Cantonments')(a);
      expect(a.response).toContain(lowestOpen().title);
    },
  },
  { q: '¿Cuáles son los riesgos?', says: /riesgos reales/ },
  { q: '¿Cuál es la inversión mínima?', says: /Las inversiones mínimas van de/ },
  { q: '¿Cómo puedo empezar?', says: /Crea una cuenta/ },
  {
    q: 'Busco un apartamento de 2 habitaciones en Labone con 8000 USD',
    budget: { amount: '8000', currency: 'USD' },
    says: /Con \$8,000\.00 en Labone/,
    check: (a) => {
      fitsBudget(() => cents('8000'), 'Labone')(a);
      for (const p of listed(a)) expect(p.units.some((u) => u.bedrooms === 2)).toBe(true);
    },
  },
  {
    q: '¿Hay proyectos en Lekky?',
    says: /abierto|abiertos/,
    check: (a) => expect(listed(a).every(inPlace('Lekki'))).toBe(true),
  },
  { q: '¿Cómo funciona el pago?', says: /7 días para pagar/ },
  // ── Portuguese ──
  {
    q: 'Tenho 10 mil euros, que projetos há em Dubai?',
    budget: { amount: '10000', currency: 'EUR' },
    says: /abaixo do mínimo/,
    check: belowEvery('Dubai'),
  },
  { q: 'Quais são as taxas?', says: /Não posso indicar taxas/ },
  { q: 'Como funciona o coinvestimento?', says: /Vários investidores/ },
  { q: 'Quanto tempo tenho para pagar?', says: /7 dias para pagar/ },
  {
    q: 'Projetos em Tema com GHS 15000',
    budget: { amount: '15000', currency: 'GHS' },
    says: /Com ₵15,000\.00 \(≈ \$1,200\.00\) em Tema/,
    check: fitsBudget(() => toUsd('15000', 'GHS'), 'Tema'),
  },
  { q: 'Olá! Preciso de verificação de identidade?', says: /verificação de identidade \(KYC\)/ },
];

describe('the assistant answers true things about the seeded catalog', () => {
  it('has at least 40 questions in four languages', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUESTIONS.map((q) => [q.q, q] as const))('%s', async (_, question) => {
    const answer = await ask(question.q, question.history);
    expect(answer.response).toMatch(question.says);
    expect(checkAnswer(truth, answer, question.budget)).toEqual([]);
    question.check?.(answer);
  });
});

describe('what the checker catches (it can fail)', () => {
  it('refuses an invented project, price, percentage and action', () => {
    const east = truth.projects.find((p) => p.title === 'East Legon Heights')!;
    const invented: AssistantAnswerJson = {
      response: `• Kumasi Gold Towers (Kumasi) — Available. Minimum $3,000.00; expected profit 31.50%.\n• ${east.title} (${east.location}) — Available. Minimum $4,000.00.`,
      actions: [{ type: 'invest', label: 'Invest', projectId: 999999, projectTitle: 'Kumasi Gold Towers' }],
    };
    expect(checkAnswer(truth, invented)).toEqual([
      'USD amount $3,000.00 is not in the catalog',
      'USD amount $4,000.00 is not in the catalog',
      'percentage 31.50% is not in the catalog',
      'project line names "Kumasi Gold Towers", which is not in the catalog',
      "East Legon Heights's minimum is not $4,000.00",
      'action invest points at project 999999, which does not exist',
    ]);
  });
});

describe('bad input is a 400 with the field, never a 5xx', () => {
  it.each([
    [{}, 'message'],
    [{ message: '   ' }, 'message'],
    [{ message: 'x'.repeat(2001) }, 'message'],
    [{ message: 'Hi', history: 'nope' }, 'history'],
    [{ message: 'Hi', history: [{ role: 'system', content: 'x' }] }, 'history.0.role'],
    [{ message: 'Hi', conversationId: 'bad id!' }, 'conversationId'],
    [{ message: 42 }, 'message'],
  ])('%# → 400 on %s', async (body: unknown, field: string) => {
    const res = await server.post('/api/chatbot/message', body, freshIp());
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await fetch(`${server.url}/api/chatbot/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...freshIp() },
      body: '{"message": ',
    });
    expect(res.status).toBe(400);
  });
});
