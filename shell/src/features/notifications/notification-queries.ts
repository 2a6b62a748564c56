import type { OperationContext } from 'urql';
import { graphql, type ResultOf } from '@gadgets/shared-ui';

export const Notifications_EntryFragment = graphql(`
  fragment Notifications_Entry on Notification {
    id
    title
    message
    link
    createdAt
    isRead
  }
`);

/** The bell's newest notifications and the viewer's unread count. */
export const NotificationsMenu_NotificationsQuery = graphql(
  `
    query NotificationsMenu_Notifications {
      myNotifications(limit: 10) {
        items {
          ...Notifications_Entry
        }
        unreadCount
      }
    }
  `,
  [Notifications_EntryFragment],
);

/**
 * Sent with every operation that changes the viewer's notifications. The mutations answer a bare count and the live
 * event says nothing about the lists, so urql's cache cannot tell what they touch: naming the type makes it read
 * every open notification list (the bell's, the page's) again, and drop the ones no longer shown.
 */
export const NOTIFICATIONS_CHANGED: Partial<OperationContext> = { additionalTypenames: ['NotificationPage'] };

export type NotificationEntry = ResultOf<typeof Notifications_EntryFragment>;
