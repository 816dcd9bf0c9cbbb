import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledMuted } from '../../ui/components/layout-primitives';
import { formatPercentIn } from '../../projects/percent';

/**
 * A sample portfolio (static, USD) showing how co-owned positions read once you invest. The project names are
 * proper names; the unit and the status read in the interface language (`landing.portfolio.unit`, `.status`).
 */
const ROWS: ReadonlyArray<{
  project: string;
  unit: { kind: 'apartment' | 'terrace' | 'detached'; bedrooms: number; code: string };
  invested: string;
  ownership: string;
  value: string;
  status: 'construction' | 'nearCompletion' | 'sold';
  tone: BadgeTone;
}> = [
  {
    project: 'East Legon Garden Residences',
    unit: { kind: 'apartment', bedrooms: 3, code: 'A4' },
    invested: '15000.00',
    ownership: '12.50',
    value: '17250.00',
    status: 'construction',
    tone: 'info',
  },
  {
    project: 'Cantonments Court',
    unit: { kind: 'terrace', bedrooms: 4, code: 'T2' },
    invested: '25000.00',
    ownership: '10.00',
    value: '29500.00',
    status: 'nearCompletion',
    tone: 'accent',
  },
  {
    project: 'Airport Residential Villas',
    unit: { kind: 'detached', bedrooms: 0, code: 'V1' },
    invested: '10000.00',
    ownership: '4.00',
    value: '12100.00',
    status: 'sold',
    tone: 'success',
  },
];

const TOTAL_INVESTED = '50000.00';
const TOTAL_VALUE = '58850.00';

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A table from 900 px up. Below, five columns do not fit (the table ran off a phone's screen), so each row becomes
 * a small card: the project on top, then one line per figure with its column name (data-label) before it.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  tbody,
  tfoot,
  tr,
  td {
    display: block;
  }
  tr {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xxs} 0`};
    &:empty {
      display: none;
    }
    &[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
    }
    &:first-child {
      display: block;
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      padding-bottom: ${({ theme }) => theme.space.xs};
    }
  }
  tfoot tr {
    border-bottom: 0;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  ${({ theme }) => theme.media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tfoot {
      display: table-footer-group;
    }
    tr {
      display: table-row;
      padding: 0;
    }
    td,
    td:first-child,
    td:empty {
      display: table-cell;
      font-weight: inherit;
    }
    td[data-label]::before {
      content: none;
    }
    th,
    td,
    td:first-child {
      text-align: start;
      padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    td.number,
    th.number {
      text-align: end;
      white-space: nowrap;
    }
    tfoot td,
    tfoot td:first-child {
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      border-bottom: 0;
    }
  }
`;

export function PortfolioDemo() {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `landing.portfolio.${id}` });
  const invested = t('invested');
  const currentValue = t('currentValue');
  return (
    <>
      <StyledScroller tabIndex={0} role="region" aria-label={t('region')}>
        <StyledTable>
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('project')}</th>
              <th scope="col" className="number">
                {invested}
              </th>
              <th scope="col" className="number">
                {t('ownership')}
              </th>
              <th scope="col" className="number">
                {currentValue}
              </th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.project}>
                <td>
                  {row.project}
                  <small>
                    <FormattedMessage id="landing.portfolio.unit" values={row.unit} />
                  </small>
                </td>
                <td className="number" data-label={invested}>
                  {formatPrice(row.invested)}
                </td>
                <td className="number" data-label={t('ownership')}>
                  {formatPercentIn(intl, row.ownership, 2)}
                </td>
                <td className="number" data-label={currentValue}>
                  {formatPrice(row.value)}
                </td>
                <td data-label={t('status')}>
                  <StyledBadge $tone={row.tone}>
                    <FormattedMessage id="landing.portfolio.stage" values={{ status: row.status }} />
                  </StyledBadge>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>{t('total')}</td>
              <td className="number" data-label={invested}>
                {formatPrice(TOTAL_INVESTED)}
              </td>
              <td />
              <td className="number" data-label={currentValue}>
                {formatPrice(TOTAL_VALUE)}
              </td>
              <td />
            </tr>
          </tfoot>
        </StyledTable>
      </StyledScroller>
      <StyledMuted>{t('disclaimer')}</StyledMuted>
    </>
  );
}
