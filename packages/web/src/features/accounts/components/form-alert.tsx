import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';

const StyledAlert = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A message about the whole form that stays after its toast has gone (such as "too many attempts"). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <StyledAlert role="alert" data-testid="form-alert">
      <Icon name="alert" size={16} />
      <span>{children}</span>
    </StyledAlert>
  );
}
