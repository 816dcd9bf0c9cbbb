import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './icon';

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ActionPanelProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId?: string;
}

/** A centred notice with an icon, a title, a message and what to do next (sign in, contact us, …). */
export function ActionPanel({ icon, title, children, actions, testId }: ActionPanelProps) {
  return (
    <StyledPanel data-testid={testId}>
      <Icon name={icon} size={32} />
      <StyledTitle>{title}</StyledTitle>
      <StyledText>{children}</StyledText>
      <StyledActions>{actions}</StyledActions>
    </StyledPanel>
  );
}
