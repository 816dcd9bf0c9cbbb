import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icon';

const StyledPanel = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMessage = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 48ch;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

interface StatePanelProps {
  title: string;
  /** h1 when the panel is the whole page (not found, failed to load), else a section's h2. */
  headingLevel?: 'h1' | 'h2';
  message?: ReactNode;
  icon?: IconName;
  tone?: 'neutral' | 'danger';
  actions?: ReactNode;
}

/** Empty, error and sign-in states share this panel: an icon, a title, a line of text and actions. */
export function StatePanel({
  title,
  headingLevel = 'h2',
  message,
  icon = 'alert',
  tone = 'neutral',
  actions,
}: StatePanelProps) {
  return (
    <StyledPanel $tone={tone} role={tone === 'danger' ? 'alert' : undefined}>
      <Icon name={icon} size={36} />
      <StyledTitle as={headingLevel}>{title}</StyledTitle>
      {message ? <StyledMessage>{message}</StyledMessage> : null}
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledPanel>
  );
}
