import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ArchiveProjectDocument,
  CreateProjectDocument,
  DeleteProjectDocument,
  UpdateProjectDocument,
  type ProjectInput,
} from '../../../graphql/generated';

/**
 * Add, edit, delete and archive a project. Every query on screen is asked again after each (the list, the summary
 * cards, the units tab's project picker): a project's figures come from the server, never patched here.
 */
export function useProjectMutations() {
  const refetch = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateProjectDocument, refetch);
  const [updateMutation, { loading: updating }] = useMutation(UpdateProjectDocument, refetch);
  const [archiveMutation] = useMutation(ArchiveProjectDocument, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteProjectDocument, {
    ...refetch,
    update(cache, { data }) {
      const id = data?.deleteProject.id;
      if (id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Project', id }) });
      cache.gc();
    },
  });

  const create = useCallback(
    async (input: ProjectInput) => (await createMutation({ variables: { input } })).data?.createProject,
    [createMutation],
  );
  const update = useCallback(
    async (id: number, input: ProjectInput) => (await updateMutation({ variables: { id, input } })).data?.updateProject,
    [updateMutation],
  );
  const remove = useCallback(
    async (id: number) => {
      await deleteMutation({ variables: { id } });
    },
    [deleteMutation],
  );
  const archive = useCallback(
    async (id: number) => {
      await archiveMutation({ variables: { id } });
    },
    [archiveMutation],
  );
  return { create, update, remove, archive, saving: creating || updating, deleting };
}
