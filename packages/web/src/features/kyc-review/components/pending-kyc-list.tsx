import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PendingKycVerificationsQuery } from '../../../graphql/generated';
import { kycOptionLabel } from '../../kyc/kyc-options';
import { StyledBadge } from '../../ui/components/badge';
import { formatReviewTime } from '../kyc-review-format';
import { reviewStatusBadge } from '../kyc-review-rules';

type PendingKycItem = PendingKycVerificationsQuery['pendingKycVerifications'][number];

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.button`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  text-align: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  font: inherit;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    flex: 1;
    min-width: 10ch;
  }
`;

const StyledMeta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

interface PendingKycListProps {
  items: readonly PendingKycItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The verifications waiting for a decision, oldest first: name, username, email, nationality, phone, document
 * type, submission time, status and a 'High risk' badge. Choosing one opens it for review.
 */
export function PendingKycList({ items, selectedId, onSelect }: PendingKycListProps) {
  const intl = useIntl();
  return (
    <StyledList aria-label={intl.formatMessage({ id: 'adminKyc.pendingList' })}>
      {items.map((item) => {
        const status = reviewStatusBadge(item.status, intl);
        return (
          <li key={item.id}>
            <StyledItem
              aria-pressed={item.id === selectedId}
              onClick={() => onSelect(item.id)}
              data-testid="kyc-pending-item"
            >
              <StyledRow>
                <strong>{item.fullName}</strong>
                {status ? <StyledBadge $tone={status.tone}>{status.label}</StyledBadge> : null}
                {item.riskLevel === 'high' ? (
                  <StyledBadge $tone="danger">
                    <FormattedMessage id="adminKyc.highRisk" />
                  </StyledBadge>
                ) : null}
              </StyledRow>
              <StyledMeta>
                <FormattedMessage id="adminKyc.account" values={{ username: item.username, email: item.email }} />
              </StyledMeta>
              <StyledMeta>
                <FormattedMessage
                  id="adminKyc.identityLine"
                  values={{
                    document: kycOptionLabel(intl, 'documentType', item.documentType),
                    nationality: kycOptionLabel(intl, 'nationality', item.nationality),
                    phone: item.phoneNumber,
                  }}
                />
              </StyledMeta>
              <StyledMeta>
                <FormattedMessage
                  id="adminKyc.submittedAt"
                  values={{ time: formatReviewTime(item.submittedAt, intl.locale) }}
                />
              </StyledMeta>
            </StyledItem>
          </li>
        );
      })}
    </StyledList>
  );
}
