import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'info' | 'warning' | 'danger';

export const StyledBadge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.colors;
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [c.surfaceMuted, c.text],
      primary: [c.primary, c.textInverse],
      accent: [c.accent, c.text],
      success: [c.successSoft, c.success],
      info: [c.infoSoft, c.info],
      warning: [c.warningSoft, c.warning],
      danger: [c.dangerSoft, c.danger],
    };
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
