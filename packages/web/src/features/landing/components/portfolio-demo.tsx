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

const StyledTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
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
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function PortfolioDemo() {
  const { formatPrice } = useCurrency();
  return (
    <>
      <StyledScroller tabIndex={0} aria-label="Sample portfolio (scrolls sideways on small screens)">
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
                <td className="number">{formatPrice(row.invested)}</td>
                <td className="number">{row.ownership}%</td>
                <td className="number">{formatPrice(row.value)}</td>
                <td>
                  <StyledBadge $tone={row.tone}>{row.status}</StyledBadge>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Total</td>
              <td className="number">{formatPrice(TOTAL_INVESTED)}</td>
              <td />
              <td className="number">{formatPrice(TOTAL_VALUE)}</td>
              <td />
            </tr>
          </tfoot>
        </StyledTable>
      </StyledScroller>
      <StyledMuted>Demonstration figures only; not a real account or a forecast.</StyledMuted>
    </>
  );
}
