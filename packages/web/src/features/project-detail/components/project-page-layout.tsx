import styled from 'styled-components';

/**
 * Main column and sidebar. On narrow screens the sidebar's actions come right after the overview and the
 * stat cards (not after the long details), on wide screens they sit to the right and stay in view.
 */
export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'top' 'side' 'rest';
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    grid-template-areas: 'top side' 'rest side';
    grid-template-rows: auto 1fr;
  }
`;

export const StyledMainTop = styled.div`
  grid-area: top;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

export const StyledMainRest = styled(StyledMainTop)`
  grid-area: rest;
`;

export const StyledSidebar = styled.aside`
  grid-area: side;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-self: start;
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;
