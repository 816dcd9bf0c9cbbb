import { useQuery } from '@apollo/client/react';
import { AdminDevelopersDocument } from '../../../graphql/generated';

/** Every developer for the Developer Management tab, active and inactive (spec §7: loaded without retries). */
export function useAdminDevelopers() {
  const { data, error, loading, refetch } = useQuery(AdminDevelopersDocument, { fetchPolicy: 'cache-and-network' });
  return { developers: data?.adminDevelopers ?? null, error, loading, refetch };
}
