import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  padding: ${({ theme, $size = 'md' }) =>
    $size === 'sm'
      ? `${theme.space.xs} ${theme.space.md}`
      : $size === 'lg'
        ? `${theme.space.md} ${theme.space.xl}`
        : `${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme, $size = 'md' }) =>
    $size === 'sm' ? theme.fontSizes.sm : $size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md};

  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.accent};
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.accentSoft};
            border-color: ${c.accent};
          }
        `;
      case 'outline':
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
          &:hover:not(:disabled) {
            background: ${c.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceMuted};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.textInverse};
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.textInverse};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const StyledButton = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const StyledButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
