import { useQuery } from '@apollo/client/react';
import { DevelopersDocument } from '../../../graphql/generated';

export function useDevelopers() {
  const { data, loading, error, refetch } = useQuery(DevelopersDocument);
  return { developers: data?.developers, loading, error, refetch };
}
