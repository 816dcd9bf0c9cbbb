import { useIntl, type IntlShape } from 'react-intl';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../../lib/dates';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { commitmentTone } from '../dashboard-rules';
import { ActionRequiredBanner } from './action-required-banner';
import { CommitmentStepper } from './commitment-stepper';
import { PaymentBanner } from './payment-banner';

const StyledItem = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledProgressLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * 'Unit 4 · Ensuite Master', or 'Whole project' (the unit type is the catalog's code, title-cased); `inSentence`:
 * the same inside a sentence ('unit 4 · ensuite master').
 */
export const unitLine = (
  intl: Pick<IntlShape, 'formatMessage' | 'locale'>,
  c: Pick<DashboardCommitment_CommitmentFragment, 'unitNumber' | 'unitType'>,
  inSentence = false,
) => {
  const type = c.unitType ? humaniseUnitType(c.unitType) : 'none';
  return intl.formatMessage(
    { id: inSentence ? 'dashboard.unitLineInSentence' : 'dashboard.unitLine' },
    { unit: c.unitNumber ?? 'none', type: inSentence ? type.toLocaleLowerCase(intl.locale) : type },
  );
};

interface CommitmentCardProps {
  commitment: DashboardCommitment_CommitmentFragment;
  onWithdraw: () => void;
}

/**
 * One commitment on its way (issue 19, item 4): when payment is due, the payment box comes first (amount,
 * reference, bank details, due date); then what and how much, its stage as a stepper with the percentage the
 * admin sees too, 'Action Required' when KYC is the investor's move, and the one way to back out.
 */
export function CommitmentCard({ commitment: c, onWithdraw }: CommitmentCardProps) {
  const { formatPrice } = useCurrency();
  const titleId = useId();
  const current = c.steps.findIndex((s) => s.state === 'current');
  const intl = useIntl();
  return (
    <StyledItem aria-labelledby={titleId} data-testid="commitment" data-stage={c.stage ?? ''} data-phase={c.phase}>
      {c.paymentInstructions ? (
        <PaymentBanner
          instructions={c.paymentInstructions}
          amount={c.paymentInstructions.amount}
          method={c.paymentInstructions.method}
          currency={c.currency}
          investmentId={c.investmentId}
        />
      ) : null}
      <StyledHead>
        <h3 id={titleId}>
          <Link to={`/projects/${c.projectId}`}>{c.projectTitle}</Link>
        </h3>
        <StyledBadge $tone={commitmentTone(c)}>{c.stageLabel}</StyledBadge>
      </StyledHead>
      <StyledMeta>
        {intl.formatMessage(
          { id: 'dashboard.commitment.meta' },
          {
            unit: unitLine(intl, c),
            amount: formatPrice(c.amount),
            kind: c.direct ? 'direct' : 'application',
            date: formatDate(c.createdAt, undefined, intl.locale),
          },
        )}
      </StyledMeta>
      {c.kycActionRequired ? <ActionRequiredBanner kycStatus={c.kycStatus} /> : null}
      <StyledProgressLine data-testid="commitment-progress">
        {intl.formatMessage(
          { id: 'dashboard.commitment.progress' },
          {
            step: current + 1,
            total: c.steps.length,
            hasStep: String(current >= 0),
            label: c.steps[current]?.label ?? c.stageLabel,
            percent: c.progress / 100,
            strong: (text: ReactNode[]) => <strong>{text}</strong>,
          },
        )}
      </StyledProgressLine>
      <CommitmentStepper commitment={c} />
      {c.canWithdraw ? (
        <div>
          <StyledButton
            $variant="outline"
            $size="sm"
            onClick={onWithdraw}
            aria-label={intl.formatMessage(
              { id: 'dashboard.commitment.withdrawLabel' },
              { action: c.withdrawLabel, project: c.projectTitle, unit: c.unitNumber ?? 'none' },
            )}
          >
            {c.withdrawLabel}
          </StyledButton>
        </div>
      ) : null}
    </StyledItem>
  );
}
