import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useUsdAmount } from '../../currency/hooks/use-usd-amount';
import type { CreatedInvestment } from '../../investing/hooks/use-create-investment';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { formatDeadline } from '../../investing/deadline';

const StyledDone = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeadline = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled(StyledFactList)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/**
 * Step 3: the investment is reserved, and nothing is invested until the money arrives. So the step says what is
 * still to be done, from the server's answer: pay this amount, quoting this reference, by this date (an admin
 * confirms the payment once it arrives). An investment still waiting for KYC has no instructions yet: it says
 * they follow the verification.
 */
export function DirectInvestmentSuccessStep({
  investment,
  onClose,
}: {
  investment: CreatedInvestment;
  onClose: () => void;
}) {
  const intl = useIntl();
  const money = useUsdAmount();
  const instructions = investment.status === 'awaiting_payment' ? investment.paymentInstructions : null;
  return (
    <StyledDone role="status" data-testid="investment-submitted">
      <StyledHeadline>
        <Icon name="clock" size={22} />
        <FormattedMessage id={instructions ? 'project.success.due' : 'project.success.toFollow'} />
      </StyledHeadline>
      {instructions ? (
        <>
          <StyledText>
            <FormattedMessage id="project.success.reserved" values={{ number: investment.unitNumber }} />
          </StyledText>
          <StyledFacts $gap="sm" data-testid="payment-due">
            <div>
              <dt>
                <FormattedMessage id="project.success.amount" />
              </dt>
              <dd>{money(instructions.amount)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="project.success.reference" />
              </dt>
              <dd>{instructions.reference}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="project.success.payBy" />
              </dt>
              <dd>{formatDeadline(intl, instructions.dueAt)}</dd>
            </div>
          </StyledFacts>
        </>
      ) : (
        <StyledText>
          <FormattedMessage
            id="project.success.reservedAwaitingKyc"
            values={{ number: investment.unitNumber, amount: money(investment.amount), days: 7 }}
          />
        </StyledText>
      )}
      <StyledActions>
        <StyledButtonLink to="/dashboard">
          <FormattedMessage id="project.success.dashboard" />
        </StyledButtonLink>
        <StyledButton $variant="outline" onClick={onClose}>
          <FormattedMessage id="project.success.close" />
        </StyledButton>
      </StyledActions>
    </StyledDone>
  );
}
