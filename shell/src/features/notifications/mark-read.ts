import { useMutation, type OperationResult } from 'urql';
import { graphql } from '@gadgets/shared-ui';
import { NOTIFICATIONS_CHANGED } from './notification-queries';

// Marking read, from the bell's dropdown and the notifications page (both load on demand).
export const Notifications_MarkReadMutation = graphql(`
  mutation Notifications_MarkRead($id: ID!) {
    markNotificationRead(id: $id)
  }
`);

export const Notifications_MarkAllReadMutation = graphql(`
  mutation Notifications_MarkAllRead {
    markAllNotificationsRead
  }
`);

function logFailure({ error }: OperationResult) {
  if (error) console.error('Marking notifications read failed', error);
}

/** Marks read on the server; every open list then reads the new state (see NOTIFICATIONS_CHANGED). */
export function useMarkNotificationsRead() {
  const [, markOne] = useMutation(Notifications_MarkReadMutation);
  const [markingAll, markAll] = useMutation(Notifications_MarkAllReadMutation);
  return {
    markRead: (id: string) => void markOne({ id }, NOTIFICATIONS_CHANGED).then(logFailure),
    markAllRead: () => void markAll({}, NOTIFICATIONS_CHANGED).then(logFailure),
    markingAll: markingAll.fetching,
  };
}
