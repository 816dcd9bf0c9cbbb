import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ChangeMyPasswordDocument, MySessionsDocument, type ChangePasswordInput } from '../../../graphql/generated';

/** Changes the password with the current one; the other sessions it ends are counted again afterwards. */
export function usePasswordChange() {
  const [mutation, { loading: saving }] = useMutation(ChangeMyPasswordDocument, {
    refetchQueries: [{ query: MySessionsDocument }],
  });
  const change = useCallback(
    async (input: ChangePasswordInput) => (await mutation({ variables: { input } })).data!.changeMyPassword,
    [mutation],
  );
  return { change, saving };
}
