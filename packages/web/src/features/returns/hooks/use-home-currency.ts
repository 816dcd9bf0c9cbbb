import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { CurrenciesDocument, MyProfileDocument, SetMyHomeCurrencyDocument } from '../../../graphql/generated';

/**
 * The home currency on /settings: the user's choice and the listed currencies (the server's list, shared with the
 * currency picker's cache entry), and saving the choice (the answer replaces the page's copy of the profile).
 */
export function useHomeCurrency() {
  // The profile section's own query: one request and one cache entry for the page's profile.
  const profile = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const listed = useQuery(CurrenciesDocument, { fetchPolicy: 'cache-first' });
  const [saveMutation, { loading: saving }] = useMutation(SetMyHomeCurrencyDocument, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: MyProfileDocument, data: { myProfile: saved.setMyHomeCurrency } });
    },
  });
  const save = useCallback(
    async (homeCurrency: string | null) =>
      (await saveMutation({ variables: { homeCurrency } })).data!.setMyHomeCurrency.homeCurrency ?? null,
    [saveMutation],
  );
  const refetch = useCallback(() => Promise.all([profile.refetch(), listed.refetch()]), [profile, listed]);
  const currencies = listed.data?.currencies && listed.data.currencies.length > 0 ? listed.data.currencies : null;
  return {
    profile: profile.data?.myProfile ?? null,
    currencies,
    error: profile.error ?? (currencies ? undefined : listed.error),
    refetch,
    save,
    saving,
  };
}
