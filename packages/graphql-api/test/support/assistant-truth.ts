import { convertForDisplay, Money, type CurrencyCode, type CurrencyRate } from '@cobuy/domain';
import type { TestServer } from '../../src/testing/test-server.js';

/**
 * The catalog as the public API serves it, and a checker that holds an assistant answer against it: every
 * project, price, minimum and percentage the answer names must be in the catalog (or be the visitor's own
 * budget, or a platform rule figure), and every action must point at a real project the answer talks about.
 * Written independently of the assistant's own composition, from the REST answers.
 */
export interface TruthUnit {
  id: number;
  unitType: string;
  bedrooms: number;
  status: string;
  price: string;
  minInvestmentAmount: string;
}
export interface TruthProject {
  id: number;
  title: string;
  location: string;
  status: string;
  projectType: string;
  minInvestment: string;
  expectedProfit: string;
  profitRangeMin: string;
  profitRangeMax: string;
  totalInvestmentNeeded: string;
  currentFunding: string;
  timeline: number;
  units: TruthUnit[];
}
export interface Truth {
  projects: TruthProject[];
  rates: CurrencyRate[];
}

export async function loadTruth(server: TestServer): Promise<Truth> {
  const projects = (await server.get('/api/projects')).body as Omit<TruthProject, 'units'>[];
  const withUnits = await Promise.all(
    projects.map(async (p) => ({ ...p, units: (await server.get(`/api/projects/${p.id}/units`)).body as TruthUnit[] })),
  );
  const rates = (await server.get('/api/currencies')).body as CurrencyRate[];
  return { projects: withUnits, rates };
}

export interface AssistantAnswerJson {
  response: string;
  actions: { type: string; label: string; projectId?: number; projectTitle?: string }[];
}

const cents = (text: string) => Money.of(text.replace(/,/g, '')).cents;
const OPEN = new Set(['available', 'partially_funded']);
/** The rules' own amounts the assistant may state (the reservation limit without KYC). */
const RULE_AMOUNTS = [cents('100000.00')];

/** Every USD amount the catalog can justify: minimums, unit prices and minimums, funding left. */
function allowedUsd(truth: Truth): Set<bigint> {
  const allowed = new Set<bigint>(RULE_AMOUNTS);
  for (const p of truth.projects) {
    allowed.add(cents(p.minInvestment));
    const left = cents(p.totalInvestmentNeeded) - cents(p.currentFunding);
    allowed.add(left > 0n ? left : 0n);
    for (const u of p.units) {
      allowed.add(cents(u.price));
      allowed.add(cents(u.minInvestmentAmount));
    }
  }
  return allowed;
}

const SYMBOLS: readonly [string, CurrencyCode][] = [
  ['$', 'USD'],
  ['₵', 'GHS'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['₦', 'NGN'],
  ['FCFA ', 'XAF'],
  ['CFA ', 'XOF'],
];
const AMOUNT = /(FCFA |CFA |[$₵£€₦])([\d,]+(?:\.\d{2})?)/g;

/** Problems with an answer, empty when it holds: what it names that the catalog does not say. */
export function checkAnswer(
  truth: Truth,
  answer: AssistantAnswerJson,
  budget?: { amount: string; currency: CurrencyCode },
): string[] {
  const problems: string[] = [];
  const text = answer.response;
  const usd = allowedUsd(truth);
  const budgetCents = budget ? cents(budget.amount) : null;
  const budgetUsd = budget
    ? convertForDisplay(Money.of(budget.amount), budget.currency, 'USD', truth.rates).cents
    : null;
  for (const m of text.matchAll(AMOUNT)) {
    const code = SYMBOLS.find(([s]) => s === m[1])![1];
    const value = cents(m[2]!);
    if (code === 'USD') {
      if (!usd.has(value) && value !== budgetUsd && !(budget?.currency === 'USD' && value === budgetCents)) {
        problems.push(`USD amount ${m[0]} is not in the catalog`);
      }
      continue;
    }
    const justified =
      (budget?.currency === code && value === budgetCents) ||
      [...usd].some((c) => convertForDisplay(Money.fromCents(c), 'USD', code, truth.rates).cents === value);
    if (!justified) problems.push(`${code} amount ${m[0]} is no conversion of a catalog amount`);
  }
  const percentages = new Set(truth.projects.flatMap((p) => [p.expectedProfit, p.profitRangeMin, p.profitRangeMax]));
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)) {
    if (!percentages.has(Number(m[1]).toFixed(2))) problems.push(`percentage ${m[0]} is not in the catalog`);
  }
  // Each project line: "• Title (Location) — Status. Minimum $X ..." names a real project with its minimum.
  for (const m of text.matchAll(/• (.+?) \((.+?)\) — [^.]+\. \S+ \$([\d,]+\.\d{2})/g)) {
    const project = truth.projects.find((p) => p.title === m[1]);
    if (!project) {
      problems.push(`project line names "${m[1]}", which is not in the catalog`);
      continue;
    }
    if (project.location !== m[2]) problems.push(`${m[1]} is in ${project.location}, not ${m[2]}`);
    if (cents(project.minInvestment) !== cents(m[3]!)) problems.push(`${m[1]}'s minimum is not $${m[3]}`);
  }
  for (const action of answer.actions) {
    if (!['invest', 'learn_more', 'contact'].includes(action.type)) problems.push(`unknown action ${action.type}`);
    if (action.type === 'contact') continue;
    const project = truth.projects.find((p) => p.id === action.projectId);
    if (!project) {
      problems.push(`action ${action.type} points at project ${action.projectId}, which does not exist`);
      continue;
    }
    if (project.title !== action.projectTitle) problems.push(`action title ${action.projectTitle} ≠ ${project.title}`);
    if (!text.includes(project.title)) problems.push(`action for ${project.title}, which the answer does not mention`);
    if (
      action.type === 'invest' &&
      (project.status === 'completed' || !project.units.some((u) => OPEN.has(u.status)))
    ) {
      problems.push(`invest action for ${project.title}, which takes no investment`);
    }
  }
  return problems;
}

/** The project titles an answer names. */
export const projectsNamed = (truth: Truth, text: string): string[] =>
  truth.projects.filter((p) => text.includes(p.title)).map((p) => p.title);
