import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MySessionsDocument, SignOutOtherSessionsDocument } from '../../../graphql/generated';

/** How many other sessions of the user are signed in, and signing them all out (counted again afterwards). */
export function useOtherSessions() {
  const { data, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [mutation, { loading: signingOut }] = useMutation(SignOutOtherSessionsDocument, {
    refetchQueries: [{ query: MySessionsDocument }],
    awaitRefetchQueries: true,
  });
  const signOutOthers = useCallback(async () => (await mutation()).data!.signOutOtherSessions, [mutation]);
  return { sessions: data?.mySessions ?? null, error, refetch, signOutOthers, signingOut };
}
