import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  IssuePartnerKeyDocument,
  PartnerKeysDocument,
  RevokePartnerKeyDocument,
  type IssuePartnerKeyInput,
} from '../../../graphql/generated';

/** Every partner key for the Partners tab, newest first (revoked ones too). */
export function usePartnerKeys() {
  const { data, error, refetch } = useQuery(PartnerKeysDocument, { fetchPolicy: 'cache-and-network' });
  return { keys: data?.partnerKeys ?? null, error, refetch };
}

/** Issue (answers the key itself, once) and revoke; the list is asked again after each. */
export function usePartnerKeyMutations() {
  const refetch = { refetchQueries: [PartnerKeysDocument], awaitRefetchQueries: true };
  const [issueMutation] = useMutation(IssuePartnerKeyDocument, refetch);
  const [revokeMutation, { loading: revoking }] = useMutation(RevokePartnerKeyDocument, refetch);
  const issue = useCallback(
    async (input: IssuePartnerKeyInput) => {
      const { data } = await issueMutation({ variables: { input } });
      return data!.issuePartnerKey;
    },
    [issueMutation],
  );
  const revoke = useCallback(
    async (id: number) => {
      await revokeMutation({ variables: { id } });
    },
    [revokeMutation],
  );
  return { issue, revoke, revoking };
}
