import type { CommitmentOutcome, CommitmentPhase, CommitmentStage } from '../../graphql/generated';
import { compare, percentOf } from '../../lib/decimal';
import type { BadgeTone } from '../ui/components/badge';

/**
 * What the dashboard decides for itself. Each commitment's stage, label, percentage and steps come from the
 * server (the domain's one progress definition, shared with the admin panel); these are how they are shown.
 */

/** The commitments of one section, in the server's order (payment due first, then newest). */
export const commitmentsIn = <T extends { phase: CommitmentPhase }>(phase: CommitmentPhase, list: readonly T[]): T[] =>
  list.filter((c) => c.phase === phase);

const STAGE_TONES: Record<CommitmentStage, BadgeTone> = {
  interest: 'neutral',
  approved: 'info',
  kyc: 'warning',
  payment: 'warning',
  active: 'success',
  sold: 'primary',
  paid_out: 'success',
};
const OUTCOME_TONES: Record<CommitmentOutcome, BadgeTone> = {
  rejected: 'danger',
  expired: 'danger',
  withdrawn: 'neutral',
  cancelled: 'neutral',
};

export function commitmentTone(c: { stage: CommitmentStage | null; outcome: CommitmentOutcome | null }): BadgeTone {
  if (c.outcome) return OUTCOME_TONES[c.outcome];
  return c.stage ? STAGE_TONES[c.stage] : 'neutral';
}

export interface PortfolioBar {
  projectId: number;
  projectTitle: string;
  currentValue: string;
  /** The bar's length: this project's value as a whole percentage of the largest one (0-100). */
  percent: number;
}

/** The chart's bars, largest value first; lengths are relative to the largest holding. */
export function portfolioBars(
  holdings: ReadonlyArray<{ projectId: number; projectTitle: string; currentValue: string }>,
): PortfolioBar[] {
  const sorted = [...holdings].sort((a, b) => compare(b.currentValue, a.currentValue) || a.projectId - b.projectId);
  const largest = sorted[0]?.currentValue ?? '0';
  return sorted.map((h) => ({
    projectId: h.projectId,
    projectTitle: h.projectTitle,
    currentValue: h.currentValue,
    percent: percentOf(h.currentValue, largest),
  }));
}
