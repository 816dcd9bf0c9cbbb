import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { KycReviewPanel_ReviewFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useKycReview } from '../hooks/use-kyc-review';
import { usePendingKyc } from '../hooks/use-pending-kyc';
import { MessagesArea } from '../../../i18n/messages-area';
import { kycReviewToasts, reviewFailureToast } from '../kyc-review-rules';
import { KycReviewPanel } from './kyc-review-panel';
import { PendingKycList } from './pending-kyc-list';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

function ListSkeleton() {
  return (
    <StyledStack $gap="sm" aria-busy="true">
      <StyledSkeleton $height="104px" />
      <StyledSkeleton $height="104px" />
      <StyledSkeleton $height="104px" />
    </StyledStack>
  );
}

/**
 * The admin panel's KYC tab (accounts spec §2): the pending list beside the review panel of the chosen record;
 * 'All Caught Up!' when nothing waits. Its own chunk: only admins download it, with its words (the `adminKyc` area,
 * and the `kyc` area for the answers' option labels).
 */
export default function KycTab() {
  return (
    <MessagesArea area="adminKyc">
      {/* The KYC answers' option labels (nationality, document type…) are the investor's wizard's: area `kyc`. */}
      <MessagesArea area="kyc">
        <KycQueue />
      </MessagesArea>
    </MessagesArea>
  );
}

function KycQueue() {
  const intl = useIntl();
  const { items, error, refetch } = usePendingKyc();
  const { open } = useKycReview();
  const toast = useToast();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [review, setReview] = useState<KycReviewPanel_ReviewFragment | null>(null);
  const latest = useRef(0);

  const select = async (id: number) => {
    const request = ++latest.current;
    setSelectedId(id);
    setReview(null);
    try {
      const opened = await open(id);
      if (request === latest.current) setReview(opened);
    } catch (error) {
      if (request !== latest.current) return;
      setSelectedId(null);
      toast({ ...reviewFailureToast(kycReviewToasts(intl).openFailed, readApiFailure(error)), variant: 'destructive' });
    }
  };

  const onDecided = () => {
    latest.current++;
    setSelectedId(null);
    setReview(null);
  };

  let list;
  if (items === null && error) {
    list = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'adminKyc.loadFailed' })}
        message={intl.formatMessage({ id: 'adminKyc.loadFailedHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminKyc.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (items === null) {
    list = <ListSkeleton />;
  } else if (items.length === 0) {
    list = (
      <StatePanel
        icon="check"
        title={intl.formatMessage({ id: 'adminKyc.empty' })}
        message={intl.formatMessage({ id: 'adminKyc.emptyHint' })}
      />
    );
  } else {
    list = <PendingKycList items={items} selectedId={selectedId} onSelect={(id) => void select(id)} />;
  }

  return (
    <StyledStack $gap="lg">
      <div>
        <StyledTitle>
          <FormattedMessage id="adminKyc.title" />
        </StyledTitle>
        <StyledMuted>
          <FormattedMessage id="adminKyc.lead" />
        </StyledMuted>
      </div>
      {items && items.length > 0 ? (
        <StyledColumns>
          {list}
          {review ? (
            <KycReviewPanel key={review.id} review={review} onDecided={onDecided} />
          ) : selectedId !== null ? (
            <StyledCard aria-busy="true">
              <StyledSkeleton $height="480px" />
            </StyledCard>
          ) : (
            <StyledCard>
              <StyledMuted>
                <FormattedMessage id="adminKyc.choose" />
              </StyledMuted>
            </StyledCard>
          )}
        </StyledColumns>
      ) : (
        list
      )}
    </StyledStack>
  );
}
