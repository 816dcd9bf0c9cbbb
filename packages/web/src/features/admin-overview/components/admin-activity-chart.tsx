import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { AdminOverviewQuery } from '../../../graphql/generated';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import { StyledTableScroll } from '../../ui/components/data-table';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { directionOf } from '../../../i18n/languages-meta';
import { chartModel } from '../admin-overview-rules';

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
  margin-inline-end: ${({ theme }) => theme.space.xs};
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
    text-align: end;
    white-space: nowrap;
  }
  thead th {
    white-space: normal;
  }
  th:first-child,
  td:first-child {
    text-align: start;
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
 * table below it, and each bar has a tooltip with its amount. Right to left (Arabic), time runs from right to
 * left like the text, so the drawing is mirrored: SVG coordinates do not follow `dir` by themselves.
 */
export function AdminActivityChart({ weeks }: { weeks: AdminOverviewQuery['adminOverview']['weeks'] }) {
  const theme = useTheme();
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const model = chartModel(weeks, intl);
  const rtl = directionOf(intl.locale) === 'rtl';
  // x of a point, and of a box of `width` starting at x, in reading order.
  const at = (x: number) => (rtl ? WIDTH - x : x);
  const boxAt = (x: number, width: number) => (rtl ? WIDTH - x - width : x);
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  const chartTitle = intl.formatMessage({ id: 'admin.overview.chartTitle' });
  const slot = WIDTH / Math.max(model.weeks.length, 1);
  const barWidth = Math.min(22, slot * 0.32);
  const colors = { commitments: theme.colors.accent, confirmed: theme.colors.primary };
  const barY = (height: number) => TOP + PLOT - height * PLOT;
  return (
    <StyledCard as="section" aria-labelledby={titleId} data-testid="admin-activity-chart">
      <StyledHeader>
        <StyledTitle id={titleId}>{chartTitle}</StyledTitle>
        <StyledLegend aria-label={intl.formatMessage({ id: 'admin.overview.legend' })}>
          <li>
            <StyledSwatch $color={colors.commitments} aria-hidden="true" />
            <FormattedMessage id="admin.overview.commitments" />
          </li>
          <li>
            <StyledSwatch $color={colors.confirmed} aria-hidden="true" />
            <FormattedMessage id="admin.overview.confirmedPayments" />
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
        <text x={at(0)} y={TOP - 8} fontSize={12} fill={theme.colors.textMuted}>
          {model.empty ? intl.formatMessage({ id: 'admin.overview.noActivity' }) : usd(model.max)}
        </text>
        {model.weeks.map((week, k) => {
          const center = slot * k + slot / 2;
          return (
            <g key={week.weekStart} data-testid="chart-week">
              <rect
                x={boxAt(center - barWidth - 1, barWidth)}
                y={barY(week.commitmentsHeight)}
                width={barWidth}
                height={week.commitmentsHeight * PLOT}
                rx={2}
                fill={colors.commitments}
              >
                <title>
                  {intl.formatMessage(
                    { id: 'admin.overview.barCommitted' },
                    { week: week.fullLabel, amount: usd(week.commitments) },
                  )}
                </title>
              </rect>
              <rect
                x={boxAt(center + 1, barWidth)}
                y={barY(week.confirmedHeight)}
                width={barWidth}
                height={week.confirmedHeight * PLOT}
                rx={2}
                fill={colors.confirmed}
              >
                <title>
                  {intl.formatMessage(
                    { id: 'admin.overview.barConfirmed' },
                    { week: week.fullLabel, amount: usd(week.confirmedPayments) },
                  )}
                </title>
              </rect>
              <text x={at(center)} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill={theme.colors.textMuted}>
                {week.label}
              </text>
            </g>
          );
        })}
      </StyledSvg>
      <StyledDetails>
        <summary>
          <FormattedMessage id="admin.overview.showTable" />
        </summary>
        <StyledTableScroll
          role="region"
          aria-label={intl.formatMessage({ id: 'admin.overview.figuresPerWeek' })}
          tabIndex={0}
        >
          <StyledTable data-testid="admin-activity-table">
            <caption className="visually-hidden">
              <FormattedMessage id="admin.overview.tableCaption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="admin.overview.weekColumn" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.overview.commitments" />
                </th>
                <th scope="col">
                  <FormattedMessage id="admin.overview.confirmedPayments" />
                </th>
              </tr>
            </thead>
            <tbody>
              {model.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{week.fullLabel}</th>
                  <td>{usd(week.commitments)}</td>
                  <td>{usd(week.confirmedPayments)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <FormattedMessage id="admin.overview.total" />
                </th>
                <td>{usd(model.totalCommitments)}</td>
                <td>{usd(model.totalConfirmed)}</td>
              </tr>
            </tfoot>
          </StyledTable>
        </StyledTableScroll>
      </StyledDetails>
    </StyledCard>
  );
}
