import { useQuery } from '@apollo/client/react';
import { AdminCatalogProjectsDocument } from '../../../graphql/generated';

/** Every project with its form's fields and its funding figures, newest first (the catalog's order). */
export function useAdminProjects() {
  const { data, error, refetch } = useQuery(AdminCatalogProjectsDocument, { fetchPolicy: 'cache-and-network' });
  return { projects: data?.projects ?? null, error, refetch };
}
