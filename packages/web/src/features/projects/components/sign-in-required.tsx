import styled from 'styled-components';
import { StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';

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

/** What a visitor sees where an action needs an account: Sign In and Create Account. */
export function SignInRequired({ message }: { message: string }) {
  return (
    <StyledPanel data-testid="sign-in-required">
      <Icon name="lock" size={32} />
      <StyledTitle>Sign In Required</StyledTitle>
      <StyledText>{message}</StyledText>
      <StyledActions>
        <StyledButtonLink to="/signin">Sign In</StyledButtonLink>
        <StyledButtonLink to="/signup" $variant="outline">
          Create Account
        </StyledButtonLink>
      </StyledActions>
    </StyledPanel>
  );
}
