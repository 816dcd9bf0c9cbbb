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
  return (
    <>
      {investment.status === 'awaiting_payment' && instructions ? (
        <>
          <StyledIntro>
            Transfer the amount below within 7 days, quoting the reference so we can match your payment. An admin
            confirms it once it arrives. Or pay at once by mobile money or card below: it is confirmed by itself.
          </StyledIntro>
          <PaymentInstructionsList instructions={instructions} />
          <PayOnline investmentId={investment.id} />
        </>
      ) : (
        <ActionPanel
          icon="shield"
          title="Payment Instructions After KYC"
          testId="payment-after-kyc"
          actions={<StyledButtonLink to={KYC_PAGE_PATH}>Go to Verification</StyledButtonLink>}
        >
          Your investment is reserved. Payment instructions come once your identity verification (KYC) is approved; we
          will email them and show them on your dashboard.
        </ActionPanel>
      )}
      <StyledActions>
        <StyledButton onClick={onContinue}>Continue</StyledButton>
      </StyledActions>
    </>
  );
}
