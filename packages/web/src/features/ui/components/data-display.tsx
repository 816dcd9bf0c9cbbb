import styled from 'styled-components';

/** A two-column list of small labelled figures (`<dt>` label, `<dd>` value), as on project and unit cards. */
export const StyledFactList = styled.dl<{ $gap?: 'sm' | 'md' }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    /* A long email or reference breaks inside its column instead of widening the card. */
    overflow-wrap: anywhere;
  }
`;

/** A list whose items start with an icon coloured by tone (ticks for highlights, warnings for risks). */
export const StyledCheckList = styled.ul<{ $tone?: 'success' | 'warning' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    margin-top: 2px;
    color: ${({ theme, $tone = 'success' }) => ($tone === 'success' ? theme.colors.success : theme.colors.warning)};
  }
`;

/** The square, softly tinted tile an icon sits in beside a label. */
export const StyledIconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;
