import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyLanguageDocument, UpdateMyLanguageDocument } from '../../../graphql/generated';

/** The language the user chose for mails and messages (null: none), and changing it. */
export function useLanguagePreference() {
  const { data, error, refetch } = useQuery(MyLanguageDocument, { fetchPolicy: 'cache-and-network' });
  const [saveMutation, { loading: saving }] = useMutation(UpdateMyLanguageDocument, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: MyLanguageDocument, data: { myLanguage: saved.updateMyLanguage } });
    },
  });
  const save = useCallback(
    async (preferredLanguage: string | null) => {
      await saveMutation({ variables: { preferredLanguage } });
    },
    [saveMutation],
  );
  return { preference: data?.myLanguage ?? null, error, refetch, save, saving };
}
