import styled, { css, keyframes } from 'styled-components';
import { StyledInput } from '../../ui/components/native-select';

// Logical properties throughout: in Arabic the panel sits at the bottom left and the visitor's lines on the left.

export const StyledPanel = styled.section<{ $minimised: boolean }>`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  inline-size: min(380px, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  block-size: ${({ $minimised }) => ($minimised ? 'auto' : 'min(560px, calc(100vh - 2 * 16px))')};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
`;

export const StyledTitle = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledRestore = styled.button`
  flex: 1;
  text-align: start;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding: ${({ theme }) => theme.space.xs} 0;
  cursor: pointer;
`;

export const StyledHeaderButton = styled.button`
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const StyledLog = styled.div`
  flex: 1;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
`;

type Role = 'user' | 'assistant';

export const StyledRow = styled.div<{ $role: Role }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $role }) => ($role === 'user' ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledBubbleText = styled.p<{ $role: Role }>`
  max-inline-size: 88%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $role, theme }) =>
    $role === 'user'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.textInverse};
          border-end-end-radius: ${theme.radii.sm};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-end-start-radius: ${theme.radii.sm};
        `}
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  max-inline-size: 88%;
`;

export const StyledActionButton = styled.button<{ $primary: boolean }>`
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.textInverse : theme.colors.primary)};
`;

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

export const StyledDots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  span {
    inline-size: 6px;
    block-size: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span:nth-child(2) {
    animation-delay: 0.2s;
  }
  span:nth-child(3) {
    animation-delay: 0.4s;
  }
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
      opacity: 0.6;
    }
  }
`;

export const StyledComposer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledTextInput = styled(StyledInput)`
  flex: 1;
`;

export const StyledSend = styled.button`
  display: grid;
  place-items: center;
  inline-size: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const StyledFooter = styled.button`
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
