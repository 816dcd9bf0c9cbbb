import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import {
  CreateFinancialGoalDocument,
  DeleteFinancialGoalDocument,
  MyFinancialGoalsDocument,
  UpdateFinancialGoalDocument,
  type FinancialGoalInput,
} from '../../../graphql/generated';

/**
 * Create, edit and delete a goal. The list is asked again after a creation or an edit, so it keeps the server's
 * order (nearest target date first) without the page repeating that rule; a deleted goal leaves the cache.
 * `listQuery` is the query the page lists the goals with (myFinancialGoals, or the dashboard's own).
 */
export function useGoalMutations(listQuery: DocumentNode = MyFinancialGoalsDocument) {
  const refetch = { refetchQueries: [{ query: listQuery }], awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateFinancialGoalDocument, refetch);
  const [updateMutation, { loading: updating }] = useMutation(UpdateFinancialGoalDocument, refetch);
  const [deleteMutation, { loading: deleting }] = useMutation(DeleteFinancialGoalDocument, {
    update(cache, { data }) {
      const id = data?.deleteFinancialGoal.id;
      if (id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'FinancialGoal', id }) });
      cache.gc();
    },
  });

  const create = useCallback(
    async (input: FinancialGoalInput) => {
      await createMutation({ variables: { input } });
    },
    [createMutation],
  );
  const update = useCallback(
    async (id: number, input: FinancialGoalInput) => {
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
