import { useRef, useState } from 'react';
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
import { KYC_REVIEW_TOASTS, reviewFailureToast } from '../kyc-review-rules';
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
 * 'All Caught Up!' when nothing waits. Its own chunk: only admins download it.
 */
export default function KycTab() {
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
      toast({ ...reviewFailureToast(KYC_REVIEW_TOASTS.openFailed, readApiFailure(error)), variant: 'destructive' });
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
        title="Failed to Load KYC Verifications"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (items === null) {
    list = <ListSkeleton />;
  } else if (items.length === 0) {
    list = <StatePanel icon="check" title="All Caught Up!" message="No pending KYC verifications to review." />;
  } else {
    list = <PendingKycList items={items} selectedId={selectedId} onSelect={(id) => void select(id)} />;
  }

  return (
    <StyledStack $gap="lg">
      <div>
        <StyledTitle>KYC Verifications</StyledTitle>
        <StyledMuted>Review identity documents and approve, reject or ask for more information.</StyledMuted>
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
              <StyledMuted>Choose a verification from the list to review it.</StyledMuted>
            </StyledCard>
          )}
        </StyledColumns>
      ) : (
        list
      )}
    </StyledStack>
  );
}
