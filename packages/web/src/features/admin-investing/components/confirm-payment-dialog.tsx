import { useState } from 'react';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { formatUsd } from '../admin-investing-format';
import { ADMIN_INVESTING_FAILURES, failureToast, paymentConfirmedToast } from '../admin-investing-toasts';
import { useInvestmentActions } from '../hooks/use-investment-actions';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/**
 * Asks before a payment is confirmed: confirming activates the investment, counts it in the unit's funding and
 * tells the investor, so the admin checks the amount and reference against the bank first.
 */
export function ConfirmPaymentDialog({
  investment,
  onClose,
}: {
  investment: AdminInvestmentCard_InvestmentFragment;
  onClose: () => void;
}) {
  const toast = useToast();
  const { confirmPayment } = useInvestmentActions();
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      toast(paymentConfirmedToast(await confirmPayment(investment.id)));
      onClose();
    } catch (failure) {
      toast(failureToast(ADMIN_INVESTING_FAILURES.confirmPayment, failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Confirm Payment"
      description={`Confirm that ${formatUsd(investment.amount)} from ${investment.userName} (${investment.userEmail}) for investment #${investment.id} (${investment.projectTitle}, unit ${investment.unitNumber}) has arrived${investment.paymentReference ? ` with reference ${investment.paymentReference}` : ''}. The investment becomes active and the investor is notified.`}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton type="button" disabled={busy} onClick={() => void onConfirm()}>
          {busy ? 'Confirming…' : 'Confirm Payment'}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}
