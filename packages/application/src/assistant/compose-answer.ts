import {
  convertForDisplay,
  formatMoney,
  isOpenForInvestment,
  Money,
  type AssistantLanguage,
  type Budget,
  type CurrencyCode,
  type CurrencyRate,
  type MoneyTotal,
  type ProjectFacts,
  type UnitFacts,
  type Understanding,
} from '@cobuy/domain';
import { ASSISTANT_MESSAGES, type AssistantMessages } from './assistant-messages.js';
import { ASSISTANT_RULE_FIGURES } from './assistant-rules.js';

export const ASSISTANT_ACTION_TYPES = ['invest', 'learn_more', 'contact'] as const;
export type AssistantActionType = (typeof ASSISTANT_ACTION_TYPES)[number];

/** A button under an answer (investor spec §2): invest in or view a real project, or contact the team. */
export interface AssistantAction {
  readonly type: AssistantActionType;
  readonly label: string;
  readonly projectId?: number;
  readonly projectTitle?: string;
}

export interface AssistantAnswer {
  readonly response: string;
  readonly actions: readonly AssistantAction[];
}

/** What an answer is composed from: the question as understood, and the facts retrieved for it. */
export interface AnswerMaterial {
  readonly understanding: Understanding;
  readonly language: AssistantLanguage;
  /** The projects the question's entities retrieved. */
  readonly matches: readonly ProjectFacts[];
  /** Every public project (for the lowest minimum, ranges, and when nothing matched). */
  readonly catalog: readonly ProjectFacts[];
  readonly rates: readonly CurrencyRate[];
}

/** At most this many projects in one answer: a chat bubble, not a listing page. */
export const MAX_PROJECTS_PER_ANSWER = 3;

const RULE_INTENTS = ['kyc', 'payment', 'fees', 'risks', 'how_it_works', 'how_to_start'] as const;

/** The larger of two amounts. */
const larger = (a: Money, b: Money) => (a.compare(b) >= 0 ? a : b);

/** What it takes to invest in a unit: its own minimum and the project's, whichever is higher (rules §3). */
const unitMinimum = (project: ProjectFacts, unit: UnitFacts) => larger(project.minInvestment, unit.minInvestmentAmount);

class Composer {
  private readonly m: AssistantMessages;
  private readonly sections: string[] = [];
  private readonly actions: AssistantAction[] = [];
  /** The visitor's currency: amounts are shown in USD (the unit of account) and in it. */
  private readonly currency: CurrencyCode;

  constructor(private readonly material: AnswerMaterial) {
    this.m = ASSISTANT_MESSAGES[material.language];
    this.currency = material.understanding.budget?.currency ?? 'USD';
  }

  /** The currency's symbol from the rates data (the code itself when the data lacks it). */
  private symbolOf(code: CurrencyCode): string {
    return this.material.rates.find((r) => r.code === code)?.symbol ?? code;
  }

  /** "$5,000.00", or "$5,000.00 (≈ ₵62,500.00)" for a visitor who asked in cedis. */
  private money(amount: Money | MoneyTotal): string {
    const usd = formatMoney(amount, 'USD', { symbol: this.symbolOf('USD') });
    if (this.currency === 'USD' || !(amount instanceof Money)) return usd;
    const local = convertForDisplay(amount, 'USD', this.currency, this.material.rates);
    return `${usd} (≈ ${formatMoney(local, this.currency, { symbol: this.symbolOf(this.currency) })})`;
  }

  /** The visitor's budget as they gave it, with its USD value when it was another currency. */
  private budgetText(budget: Budget): string {
    const given = formatMoney(budget.amount, budget.currency, { symbol: this.symbolOf(budget.currency) });
    if (budget.currency === 'USD') return given;
    return `${given} (≈ ${formatMoney(this.toUsd(budget), 'USD', { symbol: this.symbolOf('USD') })})`;
  }

  private toUsd(budget: Budget): Money {
    return convertForDisplay(budget.amount, budget.currency, 'USD', this.material.rates);
  }

  private say(text: string) {
    this.sections.push(text);
  }

  private offerContact() {
    if (!this.actions.some((a) => a.type === 'contact')) {
      this.actions.push({ type: 'contact', label: this.m.actions.contact });
    }
  }

  private offerProject(project: ProjectFacts, invest: boolean) {
    if (
      invest &&
      isOpenForInvestment(project) &&
      !this.actions.some((a) => a.type === 'invest' && a.projectId === project.id)
    ) {
      this.actions.push({
        type: 'invest',
        label: this.m.actions.invest(project.title),
        projectId: project.id,
        projectTitle: project.title,
      });
    }
    if (!this.actions.some((a) => a.type === 'learn_more' && a.projectId === project.id)) {
      this.actions.push({
        type: 'learn_more',
        label: this.m.actions.learnMore(project.title),
        projectId: project.id,
        projectTitle: project.title,
      });
    }
  }

  private named(): ProjectFacts[] {
    const ids = this.material.understanding.projectIds;
    return this.material.catalog.filter((p) => ids.includes(p.id));
  }

  private open(): ProjectFacts[] {
    return this.material.catalog.filter(isOpenForInvestment);
  }

  compose(): { response: string; actions: AssistantAction[] } {
    const u = this.material.understanding;
    if (u.email || u.phone) this.say(this.m.contactNoted([u.email, u.phone].filter(Boolean).join(', ')));
    for (const intent of RULE_INTENTS) {
      if (!u.intents.includes(intent)) continue;
      const f = ASSISTANT_RULE_FIGURES;
      const text = {
        kyc: () => this.m.kyc(f),
        payment: () => this.m.payment(f),
        fees: () => this.m.fees,
        risks: () => this.m.risks,
        how_it_works: () => this.m.howItWorks,
        how_to_start: () => this.m.howToStart(f),
      }[intent]();
      this.say(text);
      if (intent === 'fees') this.offerContact();
    }
    if (u.intents.includes('minimum')) this.minimum();
    if (u.intents.includes('timeline') && !u.timelineMonths) this.timeline();
    if (u.intents.includes('returns')) this.returns();
    const hasEntities =
      u.budget || u.location || u.projectType || u.bedrooms || u.projectIds.length > 0 || u.timelineMonths;
    const searchOnly = u.intents.includes('search') && this.sections.length === 0;
    if (hasEntities || searchOnly) this.search();
    if (u.intents.includes('contact')) {
      this.say(this.m.contactOffer);
      this.offerContact();
    }
    if (this.sections.length === 0 && u.intents.includes('greeting')) this.say(this.m.greeting);
    if (this.sections.length === 0) {
      this.say(this.m.unknown);
      this.offerContact();
    }
    return { response: this.sections.join('\n\n'), actions: this.actions };
  }

  private minimum() {
    const named = this.named();
    if (named.length > 0) {
      for (const p of named) this.say(this.m.projectMinimum(p.title, this.money(p.minInvestment)));
      return;
    }
    const open = [...this.open()].sort((a, b) => a.minInvestment.compare(b.minInvestment));
    const low = open[0];
    const high = open.at(-1);
    if (!low || !high) return;
    this.say(
      this.m.minimumRange(
        { title: low.title, minimum: this.money(low.minInvestment) },
        { title: high.title, minimum: this.money(high.minInvestment) },
      ),
    );
    this.offerProject(low, true);
  }

  private timeline() {
    const named = this.named();
    if (named.length > 0) {
      for (const p of named) {
        this.say(
          this.m.timelineOf(p.title, p.timeline, p.completionDate ? p.completionDate.toISOString().slice(0, 7) : null),
        );
      }
      return;
    }
    const months = this.open().map((p) => p.timeline);
    if (months.length > 0) this.say(this.m.timelineRange(Math.min(...months), Math.max(...months)));
  }

  private returns() {
    const named = this.named();
    const projects =
      named.length > 0
        ? named
        : (this.material.matches.filter(isOpenForInvestment).length > 0
            ? this.material.matches.filter(isOpenForInvestment)
            : this.open()
          ).slice(0, MAX_PROJECTS_PER_ANSWER);
    if (projects.length === 0) return;
    for (const p of projects) {
      this.say(
        this.m.returnsOf(
          p.title,
          `${p.expectedProfit.toString()}%`,
          `${p.profitRangeMin.toString()}%`,
          `${p.profitRangeMax.toString()}%`,
        ),
      );
    }
    this.say(this.m.returnsCaveat);
  }

  /** The units of a project the question allows (bedrooms asked for, budget reached), cheapest first. */
  private fittingUnits(project: ProjectFacts, budgetUsd: Money | null): UnitFacts[] {
    const { bedrooms } = this.material.understanding;
    return project.units
      .filter((unit) => bedrooms === null || unit.bedrooms === bedrooms)
      .filter((unit) => budgetUsd === null || unitMinimum(project, unit).compare(budgetUsd) <= 0)
      .sort((a, b) => a.price.compare(b.price));
  }

  private lowestMinimumOf(projects: readonly ProjectFacts[]): { project: ProjectFacts; minimum: Money } | null {
    let best: { project: ProjectFacts; minimum: Money } | null = null;
    for (const project of projects) {
      for (const unit of this.fittingUnits(project, null)) {
        const minimum = unitMinimum(project, unit);
        if (!best || minimum.compare(best.minimum) < 0) best = { project, minimum };
      }
    }
    return best;
  }

  private line(project: ProjectFacts, units: readonly UnitFacts[]): string {
    const cheapest = units[0];
    return this.m.projectLine({
      title: project.title,
      location: project.location,
      status: project.status,
      minimum: this.money(project.minInvestment),
      units: cheapest ? this.m.unitsFrom(this.m.unitType(cheapest.unitType), this.money(cheapest.price)) : null,
      fundingLeft: this.money(project.fundingLeft),
      openUnits: project.openUnits,
      timeline: project.timeline,
      expectedProfit: `${project.expectedProfit.toString()}%`,
    });
  }

  private search() {
    const u = this.material.understanding;
    const place = u.location;
    for (const p of this.named()) {
      if (!isOpenForInvestment(p)) {
        this.say(this.m.closedProject(p.title, this.m.status[p.status]));
        this.offerProject(p, false);
      }
    }
    const withinTimeline = (p: ProjectFacts) => u.timelineMonths === null || p.timeline <= u.timelineMonths;
    const candidates = this.material.matches.filter(
      (p) => isOpenForInvestment(p) && withinTimeline(p) && this.fittingUnits(p, null).length > 0,
    );
    const budgetUsd = u.budget ? this.toUsd(u.budget) : null;
    if (candidates.length === 0) {
      if (this.named().length > 0 && this.named().every((p) => !isOpenForInvestment(p))) return;
      this.say(this.m.nothingMatches(place));
      const open = this.open()
        .filter((p) => this.fittingUnits(p, budgetUsd).length > 0)
        .slice(0, MAX_PROJECTS_PER_ANSWER);
      for (const p of open) {
        this.say(this.line(p, this.fittingUnits(p, budgetUsd)));
        this.offerProject(p, true);
      }
      if (open.length === 0) this.offerContact();
      return;
    }
    if (u.budget && budgetUsd) {
      const fits = candidates
        .map((p) => ({ p, units: this.fittingUnits(p, budgetUsd) }))
        .filter((f) => f.units.length > 0)
        .sort((a, b) => a.p.minInvestment.compare(b.p.minInvestment))
        .slice(0, MAX_PROJECTS_PER_ANSWER);
      if (fits.length > 0) {
        this.say(this.m.budgetHeading(this.budgetText(u.budget), place, fits.length));
        for (const f of fits) {
          this.say(this.line(f.p, f.units));
          this.offerProject(f.p, true);
        }
      } else {
        const lowest = this.lowestMinimumOf(candidates)!;
        this.say(
          this.m.belowEveryMinimum(this.budgetText(u.budget), place, lowest.project.title, this.money(lowest.minimum)),
        );
        this.offerProject(lowest.project, false);
        const overall = this.lowestMinimumOf(this.open());
        if (overall && overall.minimum.compare(lowest.minimum) < 0) {
          this.say(
            this.m.lowestElsewhere(overall.project.title, this.money(overall.minimum), overall.project.location),
          );
          this.offerProject(overall.project, false);
        }
        this.offerContact();
      }
      if (!u.budget.currencyGiven) this.say(this.m.assumedUsd);
      return;
    }
    const shown = candidates.slice(0, MAX_PROJECTS_PER_ANSWER);
    this.say(this.m.searchHeading(place, candidates.length));
    for (const p of shown) {
      this.say(this.line(p, this.fittingUnits(p, null)));
      this.offerProject(p, true);
    }
  }
}

/**
 * The built-in answer: composed only from the retrieved facts and the platform's rules, in the visitor's
 * language. It names no project, price, minimum or percentage that is not in `material`.
 */
export function composeAnswer(material: AnswerMaterial): AssistantAnswer {
  return new Composer(material).compose();
}
