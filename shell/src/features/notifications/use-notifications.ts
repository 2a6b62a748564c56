import { useCallback } from 'react';
import { useQuery, useSubscription } from 'urql';
import { graphql, useAppStore, useHydrated } from '@gadgets/shared-ui';
import { NOTIFICATIONS_CHANGED, NotificationsMenu_NotificationsQuery } from './notification-queries';

export type Viewer = 'unknown' | 'signed-out' | 'signed-in';

/**
 * Who is looking, as far as this tab knows. Pages are rendered once for every visitor (and cached), so on the server
 * and while the page hydrates nobody is known; the browser's session check decides.
 */
export function useViewer(): Viewer {
  const hydrated = useHydrated();
  const status = useAppStore((state) => state.auth.status);
  if (!hydrated || status === 'loading') return 'unknown';
  return status === 'authenticated' ? 'signed-in' : 'signed-out';
}

// The event only says that something arrived; the lists are read again (NOTIFICATIONS_CHANGED).
const NotificationsMenu_NotificationAddedSubscription = graphql(`
  subscription NotificationsMenu_NotificationAdded {
    notificationAdded {
      id
    }
  }
`);

/** The bell's newest notifications and unread count, kept current by the live channel while signed in. */
export function useNotificationFeed(signedIn: boolean) {
  const [result, reexecute] = useQuery({ query: NotificationsMenu_NotificationsQuery, pause: !signedIn });
  useSubscription({
    query: NotificationsMenu_NotificationAddedSubscription,
    pause: !signedIn,
    context: NOTIFICATIONS_CHANGED,
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // Signed out, nothing of the account that was signed in before is shown.
  const page = signedIn ? result.data?.myNotifications : undefined;
  return {
    page,
    loading: signedIn && !page && !result.error,
    error: signedIn && !page ? result.error : undefined,
    retry,
  };
}

export type NotificationFeed = ReturnType<typeof useNotificationFeed>;
