import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ClearContentTranslationDocument,
  ContentTranslationsDocument,
  SetContentTranslationDocument,
} from '../../../graphql/generated';

/** The kinds of record that carry translations (the server's TRANSLATABLE_FIELDS names the fields). */
export type ContentKind = 'project' | 'unit' | 'update' | 'developer';

/** One record's originals and stored translations, and the admin's save and clear (each audited on the server). */
export function useContentTranslationsAdmin(kind: ContentKind, entityId: number) {
  const variables = { kind, entityId };
  const query = useQuery(ContentTranslationsDocument, { variables, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [{ query: ContentTranslationsDocument, variables }], awaitRefetchQueries: true };
  const [setMutation, { loading: saving }] = useMutation(SetContentTranslationDocument, refetch);
  const [clearMutation, { loading: clearing }] = useMutation(ClearContentTranslationDocument, refetch);

  const save = useCallback(
    async (field: string, language: string, text: string) => {
      await setMutation({ variables: { kind, entityId, field, language, text } });
    },
    [setMutation, kind, entityId],
  );
  const clear = useCallback(
    async (field: string, language: string) => {
      await clearMutation({ variables: { kind, entityId, field, language } });
    },
    [clearMutation, kind, entityId],
  );
  return { query, save, clear, busy: saving || clearing };
}
