import { useSubscription } from '@apollo/client/react';
import { ProjectFundingChangedDocument } from '../../../graphql/generated';

/**
 * Keeps a project page's funding live: each push updates the units in the cache by id (they are Unit objects) and
 * the project's counts and statistics, so the progress bars move where they are, with no reload and no new
 * element. Used by LiveProjectFunding, which the page mounts in the browser only.
 */
export function useLiveProjectFunding(projectId: number): void {
  useSubscription(ProjectFundingChangedDocument, {
    variables: { projectId },
    onData: ({ client, data }) => {
      const funding = data.data?.projectFundingChanged;
      if (!funding) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Project', id: funding.projectId }),
        fields: {
          availableUnits: () => funding.availableUnits,
          totalUnits: () => funding.totalUnits,
          // Merged into what the page holds (its ranges are not pushed).
          unitStatistics: (existing: object | undefined) => ({ ...existing, ...funding.unitStatistics }),
        },
      });
    },
  });
}
