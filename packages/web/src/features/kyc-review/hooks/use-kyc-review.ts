import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminOverviewDocument,
  ApproveKycDocument,
  OpenKycReviewDocument,
  RejectKycDocument,
  RequestKycInformationDocument,
  type KycReviewPanel_ReviewFragment,
} from '../../../graphql/generated';

interface QueuePage {
  readonly nodes: readonly Reference[];
  readonly totalCount?: number;
}

/**
 * Takes a decided record out of every cached page of the queue (it is no longer pending or under review), and
 * lowers each list's count by one.
 */
function removeFromPending(cache: ApolloCache, kycId: number) {
  cache.modify<{ kycQueueConnection: QueuePage }>({
    fields: {
      kycQueueConnection(existing, { readField }) {
        const page = existing as QueuePage;
        const nodes = page.nodes.filter((node) => readField('id', node) !== kycId);
        if (nodes.length === page.nodes.length) return existing;
        const totalCount = typeof page.totalCount === 'number' ? Math.max(0, page.totalCount - 1) : page.totalCount;
        return { ...page, nodes, totalCount } as typeof existing;
      },
    },
  });
}

/**
 * The admin's calls on one verification: open it for review (the server moves pending to under_review and
 * audits the view), approve, reject, or ask for more information. A decision takes the record off the list.
 */
export function useKycReview() {
  const [openMutation] = useMutation(OpenKycReviewDocument, {
    update(cache, { data }) {
      const review = data?.openKycReview;
      if (!review) return;
      // The list shows the status too: opening a pending record makes it under review.
      cache.modify({
        id: cache.identify({ __typename: 'KycPendingItem', id: review.id }),
        fields: { status: () => review.status },
      });
    },
  });
  // A decision changes the admin panel's Pending KYC card: it is asked again before the decision resolves.
  const refreshOverview = { refetchQueries: [AdminOverviewDocument], awaitRefetchQueries: true };
  const [approveMutation] = useMutation(ApproveKycDocument, refreshOverview);
  const [rejectMutation] = useMutation(RejectKycDocument, refreshOverview);
  const [requestMutation] = useMutation(RequestKycInformationDocument, refreshOverview);

  const open = useCallback(
    async (kycId: number): Promise<KycReviewPanel_ReviewFragment> => {
      const { data } = await openMutation({ variables: { kycId } });
      if (!data) throw new Error('openKycReview returned no data');
      return data.openKycReview;
    },
    [openMutation],
  );

  const approve = useCallback(
    async (kycId: number, reviewNotes: string, overrideScreening = false) => {
      await approveMutation({
        variables: { kycId, reviewNotes: reviewNotes.trim() || null, overrideScreening: overrideScreening || null },
        update: (cache) => removeFromPending(cache, kycId),
      });
    },
    [approveMutation],
  );

  const reject = useCallback(
    async (kycId: number, rejectionReason: string, reviewNotes: string) => {
      await rejectMutation({
        variables: { kycId, rejectionReason: rejectionReason.trim(), reviewNotes: reviewNotes.trim() || null },
        update: (cache) => removeFromPending(cache, kycId),
      });
    },
    [rejectMutation],
  );

  const requestInformation = useCallback(
    async (kycId: number, reviewNotes: string) => {
      await requestMutation({
        variables: { kycId, reviewNotes: reviewNotes.trim() },
        update: (cache) => removeFromPending(cache, kycId),
      });
    },
    [requestMutation],
  );

  return { open, approve, reject, requestInformation };
}
