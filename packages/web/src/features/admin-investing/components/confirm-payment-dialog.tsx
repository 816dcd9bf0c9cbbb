import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { formatUsd } from '../admin-investing-format';
import { failureToast, paymentConfirmedToast } from '../admin-investing-toasts';
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
  const intl = useIntl();
  const toast = useToast();
  const { confirmPayment } = useInvestmentActions();
  const [busy, setBusy] = useState(false);

  const onConfirm = async () => {
    setBusy(true);
    try {
      toast(paymentConfirmedToast(intl, await confirmPayment(investment.id)));
      onClose();
    } catch (failure) {
      toast(failureToast(intl, 'confirmPayment', failure));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'adminInvesting.card.confirmPayment' })}
      description={intl.formatMessage(
        {
          id: investment.paymentReference
            ? 'adminInvesting.confirm.descriptionWithReference'
            : 'adminInvesting.confirm.description',
        },
        {
          amount: formatUsd(investment.amount, intl.locale),
          name: investment.userName,
          email: investment.userEmail,
          id: investment.id,
          project: investment.projectTitle,
          unit: investment.unitNumber,
          reference: investment.paymentReference,
        },
      )}
    >
      <StyledActions>
        <StyledButton type="button" $variant="ghost" onClick={onClose}>
          <FormattedMessage id="adminInvesting.dismiss" />
        </StyledButton>
        <StyledButton type="button" disabled={busy} onClick={() => void onConfirm()}>
          <FormattedMessage id={busy ? 'adminInvesting.confirm.pending' : 'adminInvesting.card.confirmPayment'} />
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}
