import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminInterestCard_InterestFragment } from '../../../graphql/generated';
import { relativeTimeParts } from '../../../lib/relative-time';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';
import { formatUsd } from '../admin-investing-format';
import { canDecide, contactInfoText, contactPreferenceLabel } from '../interest-display';

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
    min-width: 14ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMessage = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Pending waits for the admin; rejected, withdrawn and expired ended; the rest are on their way. */
function statusTone(status: AdminInterestCard_InterestFragment['status']): BadgeTone {
  if (status === 'pending') return 'warning';
  if (status === 'rejected' || status === 'withdrawn' || status === 'expired') return 'danger';
  if (status === 'active' || status === 'completed') return 'success';
  return 'info';
}

interface InterestItemProps {
  interest: AdminInterestCard_InterestFragment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One investment interest (accounts spec §2 "Interests tab"): the project (and unit), the applicant, how to
 * reach them, the amount in USD, the status and their message; Approve and Reject while it is pending.
 */
export function InterestItem({ interest, busy, onApprove, onReject }: InterestItemProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminInvesting.item.${id}` }, values);
  const titleId = `interest-${interest.id}-title`;
  const age = relativeTimeParts(interest.createdAt);
  const received = !age
    ? '—'
    : age.unit === 'now'
      ? intl.formatRelativeTime(0, 'second', { numeric: 'auto' })
      : intl.formatRelativeTime(-age.count, age.unit, { numeric: 'auto', style: 'short' });
  return (
    <StyledItem as="article" aria-labelledby={titleId} data-testid="admin-interest">
      <StyledHead>
        <h3 id={titleId}>
          {interest.unitNumber
            ? t('titleWithUnit', { project: interest.projectTitle, unit: interest.unitNumber })
            : interest.projectTitle}
        </h3>
        <StyledBadge $tone={statusTone(interest.status)}>{interest.statusLabel}</StyledBadge>
      </StyledHead>
      <StyledMeta>{t('meta', { id: interest.id, time: received })}</StyledMeta>
      <StyledFactList>
        <div>
          <dt>{t('applicant')}</dt>
          <dd>{interest.userName}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'adminInvesting.contact.email' })}</dt>
          <dd>{interest.userEmail}</dd>
        </div>
        <div>
          <dt>{t('contactInfo')}</dt>
          <dd>{contactInfoText(intl, interest.contactInfo)}</dd>
        </div>
        <div>
          <dt>{t('contactPreference')}</dt>
          <dd>{contactPreferenceLabel(intl, interest.contactPreference)}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatUsd(interest.interestAmount, intl.locale)}</dd>
        </div>
        {interest.rejectionReason ? (
          <div>
            <dt>{t('rejectionReason')}</dt>
            <dd>{interest.rejectionReason}</dd>
          </div>
        ) : null}
      </StyledFactList>
      {interest.message ? <StyledMessage>{interest.message}</StyledMessage> : null}
      {canDecide(interest) ? (
        <StyledActions>
          <StyledButton $variant="danger" disabled={busy} onClick={onReject}>
            <Icon name="close" size={16} />
            <FormattedMessage id="adminInvesting.item.reject" />
          </StyledButton>
          <StyledButton disabled={busy} onClick={onApprove}>
            <Icon name="check" size={16} />
            <FormattedMessage id="adminInvesting.item.approve" />
          </StyledButton>
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}
