import { AdminProjectInterestsPageDocument, type ProjectInterestFilter } from '../../../graphql/generated';
import { ADMIN_PAGE_SIZE, ADMIN_POLL_MS, useAdminPages } from './use-admin-pages';

export { ADMIN_POLL_MS };

/**
 * The investment interests for the admin, newest first, a page at a time: what waits for a decision or all of
 * them, optionally one investor's (part of the email or name).
 */
export function useProjectInterests(filter: ProjectInterestFilter) {
  return useAdminPages(
    AdminProjectInterestsPageDocument,
    { filter, first: ADMIN_PAGE_SIZE },
    (data) => data.projectInterestsConnection,
  );
}
