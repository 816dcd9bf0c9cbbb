import { useQuery } from '@apollo/client/react';
import { AdminProjectUnitsDocument, AdminUnitProjectsDocument } from '../../../graphql/generated';

/** The projects to choose from, by title. */
export function useUnitProjects() {
  const { data, error } = useQuery(AdminUnitProjectsDocument, { fetchPolicy: 'cache-and-network' });
  return { projects: data?.projects ?? null, error };
}

/** One project's units with its funding figures, fresh each time a project is chosen. */
export function useProjectUnits(projectId: number | null) {
  const { data, error, refetch } = useQuery(AdminProjectUnitsDocument, {
    variables: { projectId: projectId ?? 0 },
    skip: projectId === null,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { project: data?.project ?? null, error, refetch };
}
