import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledMuted } from '../../ui/components/layout-primitives';

/** A sample portfolio (static, USD) showing how co-owned positions read once you invest. */
const ROWS: ReadonlyArray<{
  project: string;
  unit: string;
  invested: string;
  ownership: string;
  value: string;
  status: string;
  tone: BadgeTone;
}> = [
  {
    project: 'East Legon Garden Residences',
    unit: '3-bed apartment A4',
    invested: '15000.00',
    ownership: '12.50',
    value: '17250.00',
    status: 'Under Construction',
    tone: 'info',
  },
  {
    project: 'Cantonments Court',
    unit: '4-bed terrace T2',
    invested: '25000.00',
    ownership: '10.00',
    value: '29500.00',
    status: 'Near Completion',
    tone: 'accent',
  },
  {
    project: 'Airport Residential Villas',
    unit: 'Fully-detached V1',
    invested: '10000.00',
    ownership: '4.00',
    value: '12100.00',
    status: 'Sold · Profit Paid',
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
      text-align: left;
      padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    td.number,
    th.number {
      text-align: right;
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
  return (
    <>
      <StyledScroller tabIndex={0} role="region" aria-label="Sample portfolio">
        <StyledTable>
          <caption className="visually-hidden">Sample co-investment portfolio</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col" className="number">
                Invested
              </th>
              <th scope="col" className="number">
                Ownership
              </th>
              <th scope="col" className="number">
                Current Value
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.project}>
                <td>
                  {row.project}
                  <small>{row.unit}</small>
                </td>
                <td className="number" data-label="Invested">
                  {formatPrice(row.invested)}
                </td>
                <td className="number" data-label="Ownership">
                  {row.ownership}%
                </td>
                <td className="number" data-label="Current Value">
                  {formatPrice(row.value)}
                </td>
                <td data-label="Status">
                  <StyledBadge $tone={row.tone}>{row.status}</StyledBadge>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Total</td>
              <td className="number" data-label="Invested">
                {formatPrice(TOTAL_INVESTED)}
              </td>
              <td />
              <td className="number" data-label="Current Value">
                {formatPrice(TOTAL_VALUE)}
              </td>
              <td />
            </tr>
          </tfoot>
        </StyledTable>
      </StyledScroller>
      <StyledMuted>Demonstration figures only; not a real account or a forecast.</StyledMuted>
    </>
  );
}
