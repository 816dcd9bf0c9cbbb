import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  DeleteProjectUpdateDocument,
  EditProjectUpdateDocument,
  PostProjectUpdateDocument,
  ProjectPageDocument,
  type ProjectUpdateInput,
} from '../../../graphql/generated';

/**
 * Post, edit and delete a project's updates (admins). The project page is asked again after each, so its list
 * keeps the server's order (newest first) and a deleted update is gone, without the page repeating either rule.
 */
export function useProjectUpdateMutations(projectId: number) {
  const refetch = {
    refetchQueries: [{ query: ProjectPageDocument, variables: { id: projectId } }],
    awaitRefetchQueries: true,
  };
  const [postMutation, { loading: posting }] = useMutation(PostProjectUpdateDocument, refetch);
  const [editMutation, { loading: editing }] = useMutation(EditProjectUpdateDocument, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteProjectUpdateDocument, refetch);

  const post = useCallback(
    async (input: ProjectUpdateInput) => {
      await postMutation({ variables: { projectId, input } });
    },
    [postMutation, projectId],
  );
  const edit = useCallback(
    async (updateId: number, input: ProjectUpdateInput) => {
      await editMutation({ variables: { projectId, updateId, input } });
    },
    [editMutation, projectId],
  );
  const remove = useCallback(
    async (updateId: number) => {
      await deleteMutation({ variables: { projectId, updateId } });
    },
    [deleteMutation, projectId],
  );
  return { post, edit, remove, saving: posting || editing, deleting };
}
