import { useQuery } from '@apollo/client/react';
import { PendingKycVerificationsDocument } from '../../../graphql/generated';

/**
 * The verifications waiting for a decision (pending or under review), oldest first. The admin panel's summary
 * card and the KYC tab read the same cached list, so the count and the list agree.
 */
export function usePendingKyc() {
  const { data, error, refetch } = useQuery(PendingKycVerificationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return { items: data?.pendingKycVerifications ?? null, error, refetch };
}
