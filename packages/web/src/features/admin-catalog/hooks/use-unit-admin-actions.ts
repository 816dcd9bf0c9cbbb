import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CreateUnitDocument,
  DeleteUnitDocument,
  MarkUnitSoldDocument,
  SetUnitPaymentStatusDocument,
  UnitSalePreviewDocument,
  UpdateUnitDocument,
  type UnitInput,
  type UnitStatus,
} from '../../../graphql/generated';

/**
 * A unit's admin actions: add, edit, delete, set its funding status by hand, preview and mark a sale. After
 * each, every query on screen is asked again (the units with the project's statistics and funding, the
 * projects list, the summary cards, the investments a sale completes): the figures come from the server.
 */
export function useUnitAdminActions() {
  const client = useApolloClient();
  const refetch = { refetchQueries: 'active' as const, awaitRefetchQueries: true };
  const [createMutation, { loading: creating }] = useMutation(CreateUnitDocument, refetch);
  const [updateMutation, { loading: updating }] = useMutation(UpdateUnitDocument, refetch);
  const [deleteMutation] = useMutation(DeleteUnitDocument, {
    ...refetch,
    update(cache, { data }) {
      const id = data?.deleteUnit.id;
      if (id === undefined) return;
      cache.evict({ id: cache.identify({ __typename: 'Unit', id }) });
      cache.gc();
    },
  });
  const [statusMutation, { loading: settingStatus }] = useMutation(SetUnitPaymentStatusDocument, refetch);
  const [soldMutation] = useMutation(MarkUnitSoldDocument, refetch);

  const create = useCallback(
    async (projectId: number, input: UnitInput) => {
      await createMutation({ variables: { projectId, input } });
    },
    [createMutation],
  );
  const update = useCallback(
    async (projectId: number, unitId: number, input: UnitInput) => {
      await updateMutation({ variables: { projectId, unitId, input } });
    },
    [updateMutation],
  );
  const remove = useCallback(
    async (projectId: number, unitId: number) => {
      await deleteMutation({ variables: { projectId, unitId } });
    },
    [deleteMutation],
  );

  const setPaymentStatus = useCallback(
    async (unitId: number, status: UnitStatus) => {
      const { data } = await statusMutation({ variables: { unitId, status } });
      if (!data) throw new Error('setUnitPaymentStatus returned no data');
      return data.setUnitPaymentStatus;
    },
    [statusMutation],
  );

  /** The shares the sale would pay, asked fresh each time (the unit's investments may have moved). */
  const previewSale = useCallback(
    async (unitId: number, sale: { soldPrice: string; sellingCosts: string }) => {
      const { data } = await client.query({
        query: UnitSalePreviewDocument,
        variables: { unitId, ...sale },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('unitSalePreview returned no data');
      return data.unitSalePreview;
    },
    [client],
  );

  const markSold = useCallback(
    async (unitId: number, sale: { soldPrice: string; sellingCosts: string; profitGenerated: string }) => {
      const { data } = await soldMutation({ variables: { unitId, ...sale } });
      if (!data) throw new Error('markUnitSold returned no data');
      return data.markUnitSold;
    },
    [soldMutation],
  );

  return {
    create,
    update,
    remove,
    setPaymentStatus,
    previewSale,
    markSold,
    saving: creating || updating,
    settingStatus,
  };
}
