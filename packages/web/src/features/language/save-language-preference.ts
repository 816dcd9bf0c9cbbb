import type { ApolloClient } from '@apollo/client';
import { MyLanguageDocument, UpdateMyLanguageDocument } from '../../graphql/generated';

/**
 * Saves a language the signed-in user picked to their profile. Loaded only when a signed-in user picks one, so the
 * mutation stays out of every route's first download (LanguagePreferenceSync).
 */
export async function saveLanguagePreference(client: ApolloClient, preferredLanguage: string): Promise<void> {
  await client.mutate({
    mutation: UpdateMyLanguageDocument,
    variables: { preferredLanguage },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyLanguageDocument, data: { myLanguage: data.updateMyLanguage } });
    },
  });
}
