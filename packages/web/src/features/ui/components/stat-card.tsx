import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledIconTile } from './data-display';
import { Icon, type IconName } from './icon';
import { StyledCard, StyledMuted } from './layout-primitives';

/** Summary cards side by side where they fit, one under the other on a phone. */
export const StyledStatCards = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '200px' }) => $min}), 1fr));
`;

const StyledStat = styled(StyledCard)`
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** The card's words: the container the figure measures itself against. */
const StyledText = styled.div`
  flex: 1;
  min-width: 0;
  container-type: inline-size;
`;

/** A figure's width per character, in em, with room to spare (bold digits are about 0.65em, separators less). */
const EM_PER_CHARACTER = 0.7;

/**
 * A figure is read at a glance, so it never breaks across lines: it stays on one line at its full size when it
 * fits, and a figure too long for its card is drawn just small enough to fit (sized by its own length against the
 * card's width, down to the small text size).
 */
const StyledFigure = styled.div<{ $size: 'xl' | 'xxl'; $characters: number }>`
  font-size: clamp(
    ${({ theme }) => theme.fontSizes.sm},
    calc(100cqi / ${({ $characters }) => Math.max(1, $characters) * EM_PER_CHARACTER}),
    ${({ theme, $size }) => theme.fontSizes[$size]}
  );
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  min-height: 1.2em;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

interface StatCardProps {
  icon: IconName;
  label: string;
  value: string;
  detail?: ReactNode;
  /** The figure's largest size: `xxl` for the panel's headline cards, `xl` inside a tab. */
  size?: 'xl' | 'xxl';
  testId?: string;
}

/**
 * One summary card of the admin panel (the overview, a tab's figures): an icon, a label, the figure on one line,
 * and an optional line below it.
 */
export function StatCard({ icon, label, value, detail, size = 'xl', testId }: StatCardProps) {
  return (
    <StyledStat data-testid={testId}>
      <StyledIconTile>
        <Icon name={icon} />
      </StyledIconTile>
      <StyledText>
        <StyledMuted>{label}</StyledMuted>
        <StyledFigure $size={size} $characters={value.length} data-testid="stat-figure">
          {value}
        </StyledFigure>
        {detail ? <StyledMuted>{detail}</StyledMuted> : null}
      </StyledText>
    </StyledStat>
  );
}
