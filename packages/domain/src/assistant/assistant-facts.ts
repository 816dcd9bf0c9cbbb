import type { Money } from '../money/money.js';
import type { MoneyTotal } from '../money/money-total.js';
import type { Percentage } from '../money/percentage.js';
import type { ProjectStatus, ProjectType, UnitStatus, UnitType } from '../catalog/catalog.js';

/**
 * What the assistant may say about the catalog: the facts retrieved for one question, nothing else. Every
 * project name, price, minimum and percentage in an answer comes from one of these (docs/assistant.md).
 */
export interface UnitFacts {
  readonly id: number;
  readonly unitNumber: string;
  readonly unitType: UnitType;
  readonly bedrooms: number;
  readonly status: UnitStatus;
  readonly price: Money;
  /** The unit's own minimum; an investment must also reach the project's (rules §3). */
  readonly minInvestmentAmount: Money;
}

export interface ProjectFacts {
  readonly id: number;
  readonly title: string;
  readonly location: string;
  readonly country: string;
  readonly projectType: ProjectType;
  readonly status: ProjectStatus;
  /** Months. */
  readonly timeline: number;
  readonly completionDate: Date | null;
  readonly minInvestment: Money;
  readonly expectedProfit: Percentage;
  readonly profitRangeMin: Percentage;
  readonly profitRangeMax: Percentage;
  /** What the project's units still need: their total need less their confirmed funding. */
  readonly fundingLeft: MoneyTotal;
  readonly totalUnits: number;
  /** Units still taking money (available or partially funded). */
  readonly openUnits: number;
  /** The units still taking money, by unit number. */
  readonly units: readonly UnitFacts[];
}

/** What a question asked the catalog for (every field optional: none means the whole public catalog). */
export interface CatalogCriteria {
  /** A place as the catalog spells it ("East Legon"): projects whose location mentions it. */
  readonly location?: string;
  readonly projectType?: ProjectType;
  /** Projects named in the conversation. */
  readonly projectIds?: readonly number[];
}

/** The retrieval port: the catalog searched by the entities found in a question. */
export interface AssistantRetrieval {
  /** Public (not archived) projects matching the criteria, newest first, with their open units. */
  search(criteria: CatalogCriteria): Promise<ProjectFacts[]>;
}

/** A project takes new money: not completed or archived, and at least one unit still open. */
export const isOpenForInvestment = (project: ProjectFacts): boolean =>
  project.status !== 'completed' && project.status !== 'archived' && project.openUnits > 0;
