import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { MyProfileDocument, UpdateMyProfileDocument, type ProfileInput } from '../../../graphql/generated';

/** The signed-in user's profile, and saving it (the answer replaces the page's copy). */
export function useProfileSettings() {
  const { data, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [saveMutation, { loading: saving }] = useMutation(UpdateMyProfileDocument, {
    update(cache, { data: saved }) {
      if (saved) cache.writeQuery({ query: MyProfileDocument, data: { myProfile: saved.updateMyProfile } });
    },
  });
  const save = useCallback(
    async (input: ProfileInput) => (await saveMutation({ variables: { input } })).data!.updateMyProfile,
    [saveMutation],
  );
  return { profile: data?.myProfile ?? null, error, refetch, save, saving };
}
