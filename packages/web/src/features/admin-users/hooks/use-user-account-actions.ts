import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ChangeUserRoleDocument,
  SetUserActiveDocument,
  UserAnalyticsDocument,
  type UserRole,
} from '../../../graphql/generated';

/**
 * Manage Role, Deactivate and Reactivate. The row updates from the mutation's answer; the analytics are asked
 * again as well, since the figures (Active Users) and a search's matches may have changed.
 */
export function useUserAccountActions() {
  const refetch = { refetchQueries: [UserAnalyticsDocument], awaitRefetchQueries: true };
  const [roleMutation, { loading: changingRole }] = useMutation(ChangeUserRoleDocument, refetch);
  const [activeMutation, { loading: changingActive }] = useMutation(SetUserActiveDocument, refetch);

  const changeRole = useCallback(
    async (userId: number, role: UserRole) => {
      const { data } = await roleMutation({ variables: { userId, role } });
      if (!data) throw new Error('changeUserRole returned no data');
      return data.changeUserRole;
    },
    [roleMutation],
  );

  const setActive = useCallback(
    async (userId: number, isActive: boolean) => {
      const { data } = await activeMutation({ variables: { userId, isActive } });
      if (!data) throw new Error('setUserActive returned no data');
      return data.setUserActive;
    },
    [activeMutation],
  );

  return { changeRole, setActive, busy: changingRole || changingActive };
}
