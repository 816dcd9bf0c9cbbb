import { useQuery } from '@apollo/client/react';
import { ProjectsDocument, type ProjectFilter } from '../../../graphql/generated';

/** The projects list, newest first; `filter` null lists everything. */
export function useProjects(filter: ProjectFilter | null) {
  const { data, previousData, loading, error, refetch } = useQuery(ProjectsDocument, {
    variables: { filter },
  });
  return { projects: data?.projects, previousProjects: previousData?.projects, loading, error, refetch };
}
