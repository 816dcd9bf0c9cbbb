import styled, { css } from 'styled-components';

/**
 * A wide table scrolls sideways inside its own frame, never the page. Positioned, so visually hidden header text
 * (absolutely positioned) is clipped by the frame instead of widening the page. Give it `role="region"`, a label
 * and `tabIndex={0}` so keyboard users can scroll it.
 */
export const StyledTableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

interface DataTableProps {
  /** Below this width the frame scrolls sideways (on desktops; on phones a `$cards` table has none). */
  $minWidth: string;
  $busy?: boolean;
  $cellAlign?: 'top' | 'middle';
  /**
   * Below 900 px (phones, small tablets) each row is a card: its cells one under the other, each cell labelled by
   * its `data-label` attribute, the label beside the value, or above it when the cell also has `data-wide` (a long
   * value). A cell without a label, such as the row's name or its actions, stands alone. The headers stay in the
   * table for screen readers, out of sight.
   */
  $cards?: boolean;
}

const tableLayout = css<DataTableProps>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: ${({ $cellAlign }) => $cellAlign ?? 'middle'};
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const cardLayout = css`
  display: block;
  width: 100%;
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tbody {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  tr {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  td {
    display: block;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  td[data-label] {
    display: grid;
    grid-template-columns: minmax(6rem, 38%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    align-items: baseline;
  }
  td[data-label] > * {
    grid-column: 2;
  }
  td[data-label]::before {
    content: attr(data-label);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td[data-label][data-wide] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxs};
  }
  td[data-label][data-wide] > * {
    grid-column: 1;
  }
`;

/**
 * The panel's and dashboard's data tables: ruled rows, small uppercase headers, a minimum width below which the
 * frame scrolls, and dimmed while a refresh is under way (`$busy`). With `$cards`, rows become cards on narrow
 * screens (one rule for every table, not one per tab). Column classes are the caller's.
 */
export const StyledDataTable = styled.table<DataTableProps>`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
  ${({ $cards, theme }) =>
    $cards
      ? css<DataTableProps>`
          ${cardLayout}
          ${theme.media.md} {
            display: table;
            ${tableLayout}
            thead {
              position: static;
              width: auto;
              height: auto;
              overflow: visible;
              clip-path: none;
            }
            tbody {
              display: table-row-group;
            }
            tr {
              display: table-row;
              padding: 0;
              border: 0;
              border-radius: 0;
              background: transparent;
            }
            td,
            td[data-label] {
              display: table-cell;
              overflow-wrap: normal;
            }
            td[data-label]::before {
              content: none;
            }
          }
        `
      : tableLayout}
`;
