import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import type { AdminOverviewQuery } from '../../../graphql/generated';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import { StyledTableScroll } from '../../ui/components/data-table';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { chartModel, OVERVIEW_MESSAGES } from '../admin-overview-rules';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $color }) => $color};
  vertical-align: -1px;
`;

const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  font-family: inherit;
`;

const StyledDetails = styled.details`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  thead th {
    white-space: normal;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

// The drawing's own coordinates (the SVG scales to its container).
const WIDTH = 720;
const HEIGHT = 240;
const TOP = 24;
const BOTTOM = 28;
const PLOT = HEIGHT - TOP - BOTTOM;

/**
 * Commitments and confirmed payments per UTC week, as grouped bars drawn in plain SVG. The SVG is one image
 * with a title and a description (the totals) for screen readers; the exact figures of every week are in the
 * table below it, and each bar has a tooltip with its amount.
 */
export function AdminActivityChart({ weeks }: { weeks: AdminOverviewQuery['adminOverview']['weeks'] }) {
  const theme = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const model = chartModel(weeks);
  const slot = WIDTH / Math.max(model.weeks.length, 1);
  const barWidth = Math.min(22, slot * 0.32);
  const colors = { commitments: theme.colors.accent, confirmed: theme.colors.primary };
  const barY = (height: number) => TOP + PLOT - height * PLOT;
  return (
    <StyledCard as="section" aria-labelledby={titleId} data-testid="admin-activity-chart">
      <StyledHeader>
        <StyledTitle id={titleId}>{OVERVIEW_MESSAGES.chartTitle}</StyledTitle>
        <StyledLegend aria-label="Legend">
          <li>
            <StyledSwatch $color={colors.commitments} aria-hidden="true" />
            Commitments
          </li>
          <li>
            <StyledSwatch $color={colors.confirmed} aria-hidden="true" />
            Confirmed payments
          </li>
        </StyledLegend>
      </StyledHeader>
      <StyledMuted id={descriptionId}>{model.description}</StyledMuted>
      <StyledSvg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <line x1={0} x2={WIDTH} y1={TOP + PLOT} y2={TOP + PLOT} stroke={theme.colors.borderStrong} />
        <line
          x1={0}
          x2={WIDTH}
          y1={TOP}
          y2={TOP}
          stroke={theme.colors.border}
          strokeDasharray="4 4"
          aria-hidden="true"
        />
        <text x={0} y={TOP - 8} fontSize={12} fill={theme.colors.textMuted}>
          {model.empty ? OVERVIEW_MESSAGES.noActivity : formatUsd(model.max)}
        </text>
        {model.weeks.map((week, k) => {
          const center = slot * k + slot / 2;
          return (
            <g key={week.weekStart} data-testid="chart-week">
              <rect
                x={center - barWidth - 1}
                y={barY(week.commitmentsHeight)}
                width={barWidth}
                height={week.commitmentsHeight * PLOT}
                rx={2}
                fill={colors.commitments}
              >
                <title>{`${week.fullLabel}: ${formatUsd(week.commitments)} committed`}</title>
              </rect>
              <rect
                x={center + 1}
                y={barY(week.confirmedHeight)}
                width={barWidth}
                height={week.confirmedHeight * PLOT}
                rx={2}
                fill={colors.confirmed}
              >
                <title>{`${week.fullLabel}: ${formatUsd(week.confirmedPayments)} confirmed`}</title>
              </rect>
              <text x={center} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill={theme.colors.textMuted}>
                {week.label}
              </text>
            </g>
          );
        })}
      </StyledSvg>
      <StyledDetails>
        <summary>Show the figures as a table</summary>
        <StyledTableScroll role="region" aria-label="Figures per week" tabIndex={0}>
          <StyledTable data-testid="admin-activity-table">
            <caption className="visually-hidden">{OVERVIEW_MESSAGES.chartTitle} per week, USD</caption>
            <thead>
              <tr>
                <th scope="col">Week (UTC, from Monday)</th>
                <th scope="col">Commitments</th>
                <th scope="col">Confirmed payments</th>
              </tr>
            </thead>
            <tbody>
              {model.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{week.fullLabel}</th>
                  <td>{formatUsd(week.commitments)}</td>
                  <td>{formatUsd(week.confirmedPayments)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatUsd(model.totalCommitments)}</td>
                <td>{formatUsd(model.totalConfirmed)}</td>
              </tr>
            </tfoot>
          </StyledTable>
        </StyledTableScroll>
      </StyledDetails>
    </StyledCard>
  );
}
