import styled from 'styled-components';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';

const StyledSuccess = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.success};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Step 3 (investor spec §8): 'Investment Submitted!'; the investment now waits for an admin's confirmation. */
export function DirectInvestmentSuccessStep({ onClose }: { onClose: () => void }) {
  return (
    <StyledSuccess role="status" data-testid="investment-submitted">
      <Icon name="check" size={40} />
      <p>Your investment has been submitted for admin confirmation.</p>
      <StyledActions>
        <StyledButtonLink to="/dashboard">View Dashboard</StyledButtonLink>
        <StyledButton $variant="outline" onClick={onClose}>
          Close
        </StyledButton>
      </StyledActions>
    </StyledSuccess>
  );
}
