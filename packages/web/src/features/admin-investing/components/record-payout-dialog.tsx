import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { formatDate } from '../../../lib/dates';
import { formatUsd } from '../admin-investing-format';
import { ADMIN_INVESTING_FAILURES, failureToast, payoutRecordedToast } from '../admin-investing-toasts';
import { useInvestmentActions } from '../hooks/use-investment-actions';
import {
  accraToday,
  PAYOUT_METHOD_OPTIONS,
  PAYOUT_REFERENCE_MAX,
  payoutOf,
  payoutSchema,
  type PayoutFormValues,
} from '../payout-schema';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/**
 * Record Payout (issue 19, item 5): after the money has left, the admin says how much (at most the value
 * returned, prefilled with it), how (method and the transfer's reference) and on which day. The server decides
 * under the investment's row lock, once: a second record, or the admin's own investment, comes back as its
 * message; field messages are put under their fields.
 */
export function RecordPayoutDialog({
  investment,
  onClose,
}: {
  investment: AdminInvestmentCard_InvestmentFragment;
  onClose: () => void;
}) {
  const toast = useToast();
  const { recordPayout } = useInvestmentActions();
  const today = accraToday();
  const soldOn = investment.soldAt ? accraToday(new Date(investment.soldAt)) : null;
  const initialValues: PayoutFormValues = {
    amount: investment.currentValue,
    method: '',
    reference: '',
    paidOn: today,
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Record Payout"
      description={`Investment #${investment.id} of ${investment.userName} (${investment.userEmail}) in ${investment.projectTitle}, unit ${investment.unitNumber}: sold ${formatDate(investment.soldAt)}, value returned ${formatUsd(investment.currentValue)} (${formatUsd(investment.amount)} invested + ${formatUsd(investment.profitShare)} profit). Record it once the money has been sent.`}
    >
      <AppForm<PayoutFormValues>
        initialValues={initialValues}
        schema={payoutSchema({ valueReturned: investment.currentValue, soldOn, today })}
        aria-label={`Record the payout of investment ${investment.id}`}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const saved = await recordPayout(payoutOf(investment.id, values));
            toast(payoutRecordedToast(investment.id, saved.payout?.amount ?? values.amount));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(failureToast(ADMIN_INVESTING_FAILURES.recordPayout, failure));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="amount"
              label="Amount paid (USD)"
              inputMode="decimal"
              autoComplete="off"
              required
              hint={`The value returned is ${formatUsd(investment.currentValue)}; the payout cannot be more.`}
            />
            <SelectField
              name="method"
              label="Method"
              required
              placeholder="Choose how it was paid"
              options={PAYOUT_METHOD_OPTIONS}
            />
            <TextField
              name="reference"
              label="Transfer reference"
              autoComplete="off"
              required
              maxLength={PAYOUT_REFERENCE_MAX}
            />
            <TextField
              name="paidOn"
              label="Paid on (Accra)"
              type="date"
              required
              min={soldOn ?? undefined}
              max={today}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Recording…' : 'Record Payout'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
