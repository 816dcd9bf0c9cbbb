import type { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { SignedMoney } from '../money/signed-money.js';
import type { InvestmentStatus } from './investment.machine.js';

interface Position {
  readonly projectId: number;
  readonly projectTitle: string;
  readonly status: InvestmentStatus;
  readonly amount: Money;
  readonly currentValue: Money;
  readonly profitShare: SignedMoney;
}

export interface ProjectHolding {
  readonly projectId: number;
  readonly projectTitle: string;
  readonly invested: MoneyTotal;
  readonly currentValue: MoneyTotal;
}

/**
 * The dashboard's four figures and its value-by-project chart. Every figure is a sum of stored amounts, held as a
 * `MoneyTotal` (no upper bound), so that no position, however large, can make the dashboard fail.
 */
export interface PortfolioSummary {
  /** Money paid in: active and completed positions. */
  readonly totalInvested: MoneyTotal;
  /** What those positions are worth now (amount + profit share). */
  readonly currentValue: MoneyTotal;
  /** Profit shares of sold units (negative when the losses outweigh the profits). */
  readonly profitReceived: SignedMoney;
  /** Positions paid and not yet sold. */
  readonly activePositions: number;
  readonly byProject: readonly ProjectHolding[];
}

const HELD: readonly InvestmentStatus[] = ['active', 'completed'];

/** Only money actually paid counts: positions waiting on KYC or payment are not in the portfolio yet. */
export function summarisePortfolio(positions: readonly Position[]): PortfolioSummary {
  let totalInvested = MoneyTotal.ZERO;
  let currentValue = MoneyTotal.ZERO;
  let profitReceived = SignedMoney.ZERO;
  let activePositions = 0;
  const byProject = new Map<number, { projectTitle: string; invested: MoneyTotal; currentValue: MoneyTotal }>();
  for (const p of positions) {
    if (!HELD.includes(p.status)) continue;
    totalInvested = totalInvested.add(p.amount);
    currentValue = currentValue.add(p.currentValue);
    if (p.status === 'completed') profitReceived = profitReceived.add(p.profitShare);
    if (p.status === 'active') activePositions++;
    const holding = byProject.get(p.projectId) ?? {
      projectTitle: p.projectTitle,
      invested: MoneyTotal.ZERO,
      currentValue: MoneyTotal.ZERO,
    };
    byProject.set(p.projectId, {
      projectTitle: p.projectTitle,
      invested: holding.invested.add(p.amount),
      currentValue: holding.currentValue.add(p.currentValue),
    });
  }
  return {
    totalInvested,
    currentValue,
    profitReceived,
    activePositions,
    byProject: [...byProject.entries()]
      .map(([projectId, h]) => ({ projectId, ...h }))
      .sort((a, b) => b.currentValue.compare(a.currentValue) || a.projectId - b.projectId),
  };
}
