import { useQuery } from '@apollo/client/react';
import { MyKycDocument } from '../../../graphql/generated';

/**
 * The signed-in user's KYC state (status as the server reads it, whether a submission is possible now, dates and
 * the reviewer's words). Asked of the server on every mount: an admin may have decided since the last look.
 * `enabled` false (a visitor) sends nothing.
 */
export function useMyKyc(enabled: boolean) {
  const { data, error, refetch } = useQuery(MyKycDocument, {
    skip: !enabled,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  return { kyc: data?.myKyc ?? null, error, refetch };
}
