import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard } from '../../ui/components/layout-primitives';
import { ProgressBar } from '../../ui/components/progress-bar';
import { formatCalendarDay, formatDate } from '../../../lib/dates';
import { formatDeadline } from '../../investing/deadline';
import { formatUsd } from '../admin-investing-format';
import { canRecordPayout, investmentActions } from '../investment-overview';

const StyledItem = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    flex: 1;
    min-width: 12ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmail = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A value that is not there (a dash, in every language). */
const NONE = '—';

const STATUS_TONES: Record<AdminInvestmentCard_InvestmentFragment['status'], BadgeTone> = {
  pending_kyc: 'warning',
  awaiting_payment: 'info',
  active: 'success',
  completed: 'primary',
  cancelled: 'danger',
};

interface InvestmentCardProps {
  investment: AdminInvestmentCard_InvestmentFragment;
  onConfirmPayment: () => void;
  onCancel: () => void;
  onRecordPayout: () => void;
}

/**
 * One investment (accounts spec §2 "Investments tab"): who, where, how much, its payment reference and deadline,
 * when it was made and how far it has come (the commitment's one progress, as the investor sees it); Confirm
 * Payment while awaiting payment, Cancel before payment; once sold, the sale, the payout or Record Payout.
 */
export function InvestmentCard({ investment, onConfirmPayment, onCancel, onRecordPayout }: InvestmentCardProps) {
  const actions = investmentActions(investment.status);
  const payoutDue = canRecordPayout(investment);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminInvesting.card.${id}` }, values);
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  const date = (value: string | null | undefined) => formatDate(value, '—', intl.locale);
  const titleId = `investment-${investment.id}-title`;
  return (
    <StyledItem as="article" aria-labelledby={titleId} data-testid="admin-investment">
      <StyledHead>
        <h3 id={titleId}>{t('title', { id: investment.id })}</h3>
        <StyledBadge $tone={STATUS_TONES[investment.status]}>{investment.statusLabel}</StyledBadge>
      </StyledHead>
      <StyledFactList>
        <div>
          <dt>{t('investor')}</dt>
          <dd>
            <span title={t('user', { id: investment.userId })}>{investment.userName}</span>
            <StyledEmail>{investment.userEmail}</StyledEmail>
          </dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{usd(investment.amount)}</dd>
        </div>
        <div>
          <dt>{t('project')}</dt>
          <dd>{investment.projectTitle}</dd>
        </div>
        <div>
          <dt>{t('unit')}</dt>
          <dd>{investment.unitNumber}</dd>
        </div>
        <div>
          <dt>{t('reference')}</dt>
          <dd>{investment.paymentReference ?? NONE}</dd>
        </div>
        {investment.status === 'awaiting_payment' ? (
          <div>
            <dt>{t('paymentDue')}</dt>
            <dd>{formatDeadline(intl, investment.paymentDueAt)}</dd>
          </div>
        ) : null}
        {investment.paymentConfirmedAt ? (
          <div>
            <dt>{t('paymentConfirmed')}</dt>
            <dd>{date(investment.paymentConfirmedAt)}</dd>
          </div>
        ) : null}
        {investment.status === 'completed' ? (
          <div>
            <dt>{t('profitShare')}</dt>
            <dd>
              {t('profitShareValue', { profit: usd(investment.profitShare), value: usd(investment.currentValue) })}
            </dd>
          </div>
        ) : null}
        {investment.soldAt ? (
          <div>
            <dt>{t('sold')}</dt>
            <dd>
              {investment.soldPrice
                ? t('soldFor', { date: date(investment.soldAt), price: usd(investment.soldPrice) })
                : date(investment.soldAt)}
            </dd>
          </div>
        ) : null}
        {investment.status === 'completed' ? (
          <div data-testid="admin-payout">
            <dt>{t('payout')}</dt>
            <dd>
              {investment.payout
                ? t('payoutPaid', {
                    date: formatCalendarDay(investment.payout.paidOn, intl.locale),
                    amount: usd(investment.payout.amount),
                    method: intl.formatMessage({
                      id: `adminInvesting.payout.methodOption.${investment.payout.method}`,
                    }),
                    reference: investment.payout.reference,
                  })
                : t('payoutNotYet')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('created')}</dt>
          <dd>{date(investment.createdAt)}</dd>
        </div>
        {investment.cancellationReason ? (
          <div>
            <dt>{t('cancellationReason')}</dt>
            <dd>{investment.cancellationReason}</dd>
          </div>
        ) : null}
      </StyledFactList>
      <StyledProgress>
        <span>
          {t('progress', {
            percent: intl.formatNumber(investment.progress / 100, { style: 'percent' }),
            stage: investment.stageLabel,
          })}
        </span>
        <ProgressBar value={investment.progress} label={t('progressLabel', { id: investment.id })} />
      </StyledProgress>
      {actions.confirmPayment || actions.cancel || payoutDue ? (
        <StyledActions>
          {payoutDue ? <StyledButton onClick={onRecordPayout}>{t('recordPayout')}</StyledButton> : null}
          {actions.confirmPayment ? (
            <StyledButton onClick={onConfirmPayment}>{t('confirmPayment')}</StyledButton>
          ) : null}
          {actions.cancel ? (
            <StyledButton $variant="outline" onClick={onCancel}>
              <FormattedMessage id="adminInvesting.cancel.title" />
            </StyledButton>
          ) : null}
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}
