import { FormattedMessage, useIntl } from 'react-intl';
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
import { failureToast, payoutRecordedToast } from '../admin-investing-toasts';
import { useInvestmentActions } from '../hooks/use-investment-actions';
import {
  accraToday,
  payoutMethodOptions,
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
  const intl = useIntl();
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
      title={intl.formatMessage({ id: 'adminInvesting.card.recordPayout' })}
      description={intl.formatMessage(
        { id: 'adminInvesting.payout.description' },
        {
          id: investment.id,
          name: investment.userName,
          email: investment.userEmail,
          project: investment.projectTitle,
          unit: investment.unitNumber,
          soldOn: formatDate(investment.soldAt, '—', intl.locale),
          value: formatUsd(investment.currentValue, intl.locale),
          amount: formatUsd(investment.amount, intl.locale),
          profit: formatUsd(investment.profitShare, intl.locale),
        },
      )}
    >
      <AppForm<PayoutFormValues>
        initialValues={initialValues}
        schema={payoutSchema({ valueReturned: investment.currentValue, soldOn, today })}
        aria-label={intl.formatMessage({ id: 'adminInvesting.payout.formLabel' }, { id: investment.id })}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const saved = await recordPayout(payoutOf(investment.id, values));
            toast(payoutRecordedToast(intl, investment.id, saved.payout?.amount ?? values.amount));
            onClose();
          } catch (failure) {
            setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
            toast(failureToast(intl, 'recordPayout', failure));
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="amount"
              label={intl.formatMessage({ id: 'adminInvesting.payout.amount' })}
              inputMode="decimal"
              autoComplete="off"
              required
              hint={intl.formatMessage(
                { id: 'adminInvesting.payout.amountHint' },
                { value: formatUsd(investment.currentValue, intl.locale) },
              )}
            />
            <SelectField
              name="method"
              label={intl.formatMessage({ id: 'adminInvesting.payout.method' })}
              required
              placeholder={intl.formatMessage({ id: 'adminInvesting.validation.methodRequired' })}
              options={payoutMethodOptions(intl)}
            />
            <TextField
              name="reference"
              label={intl.formatMessage({ id: 'adminInvesting.payout.reference' })}
              autoComplete="off"
              required
              maxLength={PAYOUT_REFERENCE_MAX}
            />
            <TextField
              name="paidOn"
              label={intl.formatMessage({ id: 'adminInvesting.payout.paidOn' })}
              type="date"
              required
              min={soldOn ?? undefined}
              max={today}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                <FormattedMessage id="adminInvesting.dismiss" />
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                <FormattedMessage
                  id={isSubmitting ? 'adminInvesting.payout.pending' : 'adminInvesting.card.recordPayout'}
                />
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
