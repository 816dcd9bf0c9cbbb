import { useQuery } from '@apollo/client/react';
import { PlatformFeaturesDocument } from '../../graphql/generated';

/**
 * How the server is set up, as far as the site may tell visitors (the public `platformFeatures` query; on the
 * public pages the server renders, its answer travels in the page). Until it is known, and if it cannot be
 * asked, every feature reads as off: the site never claims what it has not been told.
 */
export function usePlatformFeatures(): { amlScreening: boolean } {
  const { data } = useQuery(PlatformFeaturesDocument, { fetchPolicy: 'cache-first' });
  return { amlScreening: data?.platformFeatures.amlScreening ?? false };
}
