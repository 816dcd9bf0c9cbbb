import type { ComponentProps } from 'react';
import { MessagesArea } from '../../../i18n/messages-area';
import { NotificationPanel } from './notification-panel';

/**
 * The bell's panel with its own words (`messages/notifications`). A chunk of its own, loaded when the panel first
 * opens: the header is on every page, and neither the panel nor the area loader should weigh on every route.
 */
export default function NotificationPanelArea(props: ComponentProps<typeof NotificationPanel>) {
  return (
    <MessagesArea area="notifications">
      <NotificationPanel {...props} />
    </MessagesArea>
  );
}
