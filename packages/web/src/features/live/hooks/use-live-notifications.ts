import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { NotificationAddedDocument } from '../../../graphql/generated';
import { useToast } from '../../toast/hooks/use-toast';
import { onLiveConnected } from '../live-connection';
import { LIVE_REFETCHED_QUERIES } from '../live-refetched-queries';

/** Notifications already toasted in this tab: one pushed again (after an outage) is not shown twice. */
const toasted = new Set<number>();

/**
 * The signed-in user's live notifications: each new one is shown as a toast (title and message, 5000 ms, one at a
 * time, queued behind the one on screen) and the lists and dashboard are read again; so they are each time the
 * connection (re)opens, since nothing is pushed while it is down.
 */
export function useLiveNotifications(signedIn: boolean): void {
  const client = useApolloClient();
  const toast = useToast();
  useSubscription(NotificationAddedDocument, {
    skip: !signedIn,
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (!notification || toasted.has(notification.id)) return;
      toasted.add(notification.id);
      toast({ title: notification.title, description: notification.message, queued: true });
      void client.refetchQueries({ include: [...LIVE_REFETCHED_QUERIES] });
    },
  });
  useEffect(() => {
    if (!signedIn) return;
    return onLiveConnected(() => void client.refetchQueries({ include: [...LIVE_REFETCHED_QUERIES] }));
  }, [signedIn, client]);
}
