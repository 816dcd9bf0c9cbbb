import styled from 'styled-components';

/**
 * A wide table scrolls sideways inside its own frame on a phone, never the page. Positioned, so visually hidden
 * header text (absolutely positioned) is clipped by the frame instead of widening the page. Give it
 * `role="region"`, a label and `tabIndex={0}` so keyboard users can scroll it.
 */
export const StyledTableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The panel's and dashboard's data tables: ruled rows, small uppercase headers, a minimum width below which the
 * frame scrolls, and dimmed while a refresh is under way (`$busy`). Column classes are the caller's.
 */
export const StyledDataTable = styled.table<{ $minWidth: string; $busy?: boolean; $cellAlign?: 'top' | 'middle' }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
  th,
  td {
    text-align: left;
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
