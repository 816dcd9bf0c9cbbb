import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AdminDevelopersDocument,
  CreateDeveloperDocument,
  DeleteDeveloperDocument,
  UpdateDeveloperDocument,
  type DeveloperInput,
  type DeveloperPatchInput,
} from '../../../graphql/generated';

/**
 * Add, edit and delete a developer. The list is asked again after each, so it keeps the server's order (by name)
 * and its counts; an edit's answer also updates the card at once through the cache.
 */
export function useDeveloperMutations() {
  const refetch = { refetchQueries: [AdminDevelopersDocument], awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateDeveloperDocument, refetch);
  const [updateMutation, { loading: updating }] = useMutation(UpdateDeveloperDocument, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteDeveloperDocument, {
    ...refetch,
    update(cache, { data }) {
      const id = data?.deleteDeveloper.id;
      if (id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'AdminDeveloper', id }) });
      cache.gc();
    },
  });

  const create = useCallback(
    async (input: DeveloperInput) => {
      await createMutation({ variables: { input } });
    },
    [createMutation],
  );
  const update = useCallback(
    async (id: number, input: DeveloperPatchInput) => {
      await updateMutation({ variables: { id, input } });
    },
    [updateMutation],
  );
  const remove = useCallback(
    async (id: number) => {
      await deleteMutation({ variables: { id } });
    },
    [deleteMutation],
  );
  return { create, update, remove, saving: creating || updating, deleting };
}
