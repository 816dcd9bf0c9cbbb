import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MailSettingsDocument, SaveMailSettingsDocument, type MailSettingsInput } from '../../../graphql/generated';

/** The current mail account, and saving a new one (the answer replaces the page's copy). */
export function useMailSettings() {
  const { data, error, loading, refetch } = useQuery(MailSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const [saveMutation, { loading: saving }] = useMutation(SaveMailSettingsDocument, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: MailSettingsDocument, data: { mailSettings: saved.saveMailSettings } });
    },
  });
  const save = useCallback(
    async (input: MailSettingsInput) => {
      await saveMutation({ variables: { input } });
    },
    [saveMutation],
  );
  return { settings: data?.mailSettings ?? null, error, loading, refetch, save, saving };
}
