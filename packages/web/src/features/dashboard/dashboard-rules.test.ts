import { describe, expect, it } from 'vitest';
import type { CommitmentPhase } from '../../graphql/generated';
import { commitmentsIn, commitmentTone, portfolioBars } from './dashboard-rules';

describe('dashboard rules (issue 19)', () => {
  it('lists each commitment in exactly one section, in the server’s order', () => {
    const list = (['in_progress', 'active', 'completed', 'in_progress', 'closed'] as CommitmentPhase[]).map(
      (phase, i) => ({ id: `c${i}`, phase }),
    );
    const phases: CommitmentPhase[] = ['in_progress', 'active', 'completed', 'closed'];
    const shown = phases.flatMap((phase) => commitmentsIn(phase, list).map((c) => c.id));
    expect(shown).toEqual(['c0', 'c3', 'c1', 'c2', 'c4']);
  });

  it('colours a closed commitment by how it ended, an open one by its stage', () => {
    expect(commitmentTone({ stage: 'payment', outcome: null })).toBe('warning');
    expect(commitmentTone({ stage: 'paid_out', outcome: null })).toBe('success');
    expect(commitmentTone({ stage: 'kyc', outcome: 'rejected' })).toBe('danger');
    expect(commitmentTone({ stage: null, outcome: 'cancelled' })).toBe('neutral');
  });

  it('draws the chart’s bars relative to the largest holding, largest first', () => {
    expect(
      portfolioBars([
        { projectId: 2, projectTitle: 'Tema Heights', currentValue: '12500.00' },
        { projectId: 1, projectTitle: 'East Legon Villas', currentValue: '50000.00' },
        { projectId: 3, projectTitle: 'Airport Residences', currentValue: '0.00' },
      ]).map((bar) => [bar.projectTitle, bar.percent]),
    ).toEqual([
      ['East Legon Villas', 100],
      ['Tema Heights', 25],
      ['Airport Residences', 0],
    ]);
    expect(portfolioBars([])).toEqual([]);
  });
});
