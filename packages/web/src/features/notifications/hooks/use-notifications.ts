import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  MyNotificationsDocument,
  UnreadNotificationCountDocument,
} from '../../../graphql/generated';

/**
 * Both queries a change of read state refreshes, by operation name (investor spec §7: "then refetch both
 * notification queries"); the live channel refetches the same names when a notification arrives.
 */
const NOTIFICATION_QUERIES = ['MyNotifications', 'UnreadNotificationCount'];

/** The signed-in user's unread count (the badge). Skipped for a visitor. */
export function useUnreadNotificationCount(signedIn: boolean) {
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, { skip: !signedIn });
  return { count: data?.unreadNotificationCount ?? 0, refetch };
}

/** The signed-in user's latest notifications (the server's bound), newest first; fetched once the panel opens. */
export function useMyNotifications(open: boolean) {
  const { data, loading, error, refetch } = useQuery(MyNotificationsDocument, {
    skip: !open,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { notifications: data?.notifications ?? null, loading, error, refetch };
}

/** Mark one read, or all: both queries are asked again afterwards. */
export function useNotificationMarks() {
  const refetch = { refetchQueries: NOTIFICATION_QUERIES, awaitRefetchQueries: true };
  const [markOne, { loading: markingOne }] = useMutation(MarkNotificationReadDocument, refetch);
  const [markAll, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument, refetch);
  const markRead = useCallback(
    async (id: number) => {
      await markOne({ variables: { id } });
    },
    [markOne],
  );
  const markAllRead = useCallback(async () => {
    await markAll();
  }, [markAll]);
  return { markRead, markAllRead, marking: markingOne || markingAll };
}
