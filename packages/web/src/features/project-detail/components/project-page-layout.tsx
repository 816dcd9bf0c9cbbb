import styled from 'styled-components';

/** Main column and sidebar; the sidebar drops below on narrow screens. */
export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const StyledSidebar = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;
