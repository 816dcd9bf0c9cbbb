import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MyMailPreferencesDocument,
  UpdateMyMailPreferencesDocument,
  type MailPreferencesInput,
} from '../../../graphql/generated';

/** Which optional mails the user receives, and changing them (the answer replaces the page's copy). */
export function useMailPreferences() {
  const { data, error, refetch } = useQuery(MyMailPreferencesDocument, { fetchPolicy: 'cache-and-network' });
  const [saveMutation, { loading: saving }] = useMutation(UpdateMyMailPreferencesDocument, {
    update(cache, { data: saved }) {
      if (saved) {
        cache.writeQuery({
          query: MyMailPreferencesDocument,
          data: { myMailPreferences: saved.updateMyMailPreferences },
        });
      }
    },
  });
  const save = useCallback(
    async (input: MailPreferencesInput) => {
      await saveMutation({ variables: { input } });
    },
    [saveMutation],
  );
  return { preferences: data?.myMailPreferences ?? null, error, refetch, save, saving };
}
