import styled from 'styled-components';

/**
 * A table on wide screens, a card per row on a phone (issue 19, item 1: the investments table cut off after
 * Amount). One markup for both: below the `md` breakpoint each row is a card and each cell shows its column's
 * name (`data-label`) before its value, so nothing is hidden past the right edge. Give the rows and cells their
 * ARIA roles: browsers drop table semantics from a table that is not displayed as one.
 */
export const StyledCardTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
  }
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  tbody {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  tr {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  td {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
    min-width: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
  td::before {
    content: attr(data-label);
    flex: none;
    text-align: left;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td.lead {
    display: block;
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  td.lead::before,
  td.wide::before {
    content: none;
  }
  td.wide {
    display: block;
    text-align: left;
  }
  td.number {
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-radius: 0;
    }
    th,
    td,
    td.lead,
    td.wide {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      vertical-align: middle;
      text-align: left;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    th {
      font-size: ${({ theme }) => theme.fontSizes.xs};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    td.number,
    th.number {
      text-align: right;
      white-space: nowrap;
    }
    td::before {
      content: none;
    }
  }
`;
