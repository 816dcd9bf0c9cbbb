import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { PaymentInstructionsList } from '../../investing/components/payment-instructions-list';
import { PayOnline } from '../../payments/components/pay-online';
import type { CreatedInvestment } from '../../investing/hooks/use-create-investment';
import { KYC_PAGE_PATH } from '../../kyc/kyc-page-state';
import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';

const StyledIntro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * Step 2: how to pay, as the server issued it for this investment (amount, reference, bank details, due date).
 * An investment waiting for KYC has no instructions yet: they are sent once the verification is approved.
 */
export function DirectInvestmentPaymentStep({
  investment,
  onContinue,
}: {
  investment: CreatedInvestment;
  onContinue: () => void;
}) {
  const instructions = investment.paymentInstructions;
  const intl = useIntl();
  return (
    <>
      {investment.status === 'awaiting_payment' && instructions ? (
        <>
          <StyledIntro>
            <FormattedMessage id="project.payment.intro" values={{ days: 7 }} />
          </StyledIntro>
          <PaymentInstructionsList instructions={instructions} />
          <PayOnline investmentId={investment.id} />
        </>
      ) : (
        <ActionPanel
          icon="shield"
          title={intl.formatMessage({ id: 'project.payment.afterKycTitle' })}
          testId="payment-after-kyc"
          actions={
            <StyledButtonLink to={KYC_PAGE_PATH}>
              <FormattedMessage id="project.payment.goToVerification" />
            </StyledButtonLink>
          }
        >
          <FormattedMessage id="project.payment.afterKyc" />
        </ActionPanel>
      )}
      <StyledActions>
        <StyledButton onClick={onContinue}>
          <FormattedMessage id="project.payment.continue" />
        </StyledButton>
      </StyledActions>
    </>
  );
}
