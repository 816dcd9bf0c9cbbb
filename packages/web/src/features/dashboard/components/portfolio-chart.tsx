import { useIntl } from 'react-intl';
import { useId } from 'react';
import styled from 'styled-components';
import type { PortfolioSummary_SummaryFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledCard } from '../../ui/components/layout-primitives';
import { portfolioBars } from '../dashboard-rules';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledBars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  span {
    overflow-wrap: anywhere;
  }
  strong {
    white-space: nowrap;
  }
`;

const StyledTrack = styled.div`
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const StyledBar = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  min-width: ${({ $percent }) => ($percent > 0 ? '4px' : '0')};
  border-radius: inherit;
  background: ${({ theme }) => `linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.accent})`};
`;

/**
 * Portfolio value by project as a bar list: each project's name and current value are text (what a screen
 * reader reads); the bars, drawn relative to the largest holding, are decoration.
 */
export function PortfolioChart({ summary }: { summary: PortfolioSummary_SummaryFragment }) {
  const titleId = useId();
  const intl = useIntl();
  const { formatPrice } = useCurrency();
  const bars = portfolioBars(summary.byProject);
  return (
    <StyledCard as="section" aria-labelledby={titleId} data-testid="portfolio-chart">
      <StyledTitle id={titleId}>{intl.formatMessage({ id: 'dashboard.chart.title' })}</StyledTitle>
      <StyledBars>
        {bars.map((bar) => (
          <li key={bar.projectId}>
            <StyledLabel>
              <span>{bar.projectTitle}</span>
              <strong>{formatPrice(bar.currentValue)}</strong>
            </StyledLabel>
            <StyledTrack aria-hidden="true">
              <StyledBar $percent={bar.percent} />
            </StyledTrack>
          </li>
        ))}
      </StyledBars>
    </StyledCard>
  );
}
