import { act } from '@testing-library/react';
import { cacheExchange, Client, makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, fromValue, makeSubject, map, mergeMap, pipe, share, takeUntil } from 'wonka';

export interface FakeNotification {
  id: string;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
  isRead: boolean;
}

const operationNameOf = (operation: Operation) =>
  operation.query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';

/**
 * One viewer's notifications (newest first, ids counting up) behind a urql client, answered by operation name as the
 * API would, with live events pushed on demand; every operation is recorded. The client has urql's own cache
 * exchange in front, so the tests see lists read again after a change exactly as the site does.
 */
export function notificationsApi(initial: FakeNotification[]) {
  let items = initial.map((notification) => ({ ...notification }));
  const live = makeSubject<FakeNotification>();
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const settings = { failQueries: false };

  const unreadCount = () => items.filter((notification) => !notification.isRead).length;
  const pageOf = (before: string | null, limit: number, unreadOnly: boolean) => {
    const older = items.filter(
      (notification) =>
        (before === null || Number(notification.id) < Number(before)) && !(unreadOnly && notification.isRead),
    );
    const shown = older.slice(0, limit);
    return {
      __typename: 'NotificationPage',
      items: shown.map((notification) => ({ __typename: 'Notification', ...notification })),
      unreadCount: unreadCount(),
      nextCursor: older.length > limit ? shown[shown.length - 1]!.id : null,
    };
  };

  const answer = (name: string, variables: Record<string, unknown>) => {
    switch (name) {
      case 'NotificationsMenu_Notifications':
        return { myNotifications: pageOf(null, 10, false) };
      case 'NotificationsPage_Notifications':
        return {
          myNotifications: pageOf((variables.before as string | null) ?? null, 20, Boolean(variables.unreadOnly)),
        };
      case 'Notifications_MarkRead':
        items = items.map((notification) =>
          notification.id === variables.id ? { ...notification, isRead: true } : notification,
        );
        return { markNotificationRead: unreadCount() };
      case 'Notifications_MarkAllRead':
        items = items.map((notification) => ({ ...notification, isRead: true }));
        return { markAllNotificationsRead: 0 };
      default:
        throw new Error(`The fake API has no answer for ${name}`);
    }
  };

  const api: Exchange = () => (operations$) => {
    const shared = pipe(operations$, share);
    return pipe(
      shared,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = operationNameOf(operation);
        operations.push({ name, variables: (operation.variables ?? {}) as Record<string, unknown> });
        if (operation.kind === 'subscription') {
          const ended = pipe(
            shared,
            filter((next) => next.kind === 'teardown' && next.key === operation.key),
          );
          return pipe(
            live.source,
            map((added) =>
              makeResult(operation, { data: { notificationAdded: { __typename: 'Notification', id: added.id } } }),
            ),
            takeUntil(ended),
          );
        }
        if (settings.failQueries && operation.kind === 'query') {
          return fromValue(makeResult(operation, { data: null, errors: [{ message: 'The API is resting' }] }));
        }
        return fromValue(makeResult(operation, { data: answer(name, operation.variables ?? {}) }));
      }),
    );
  };

  return {
    client: new Client({ url: 'http://api.test/graphql', exchanges: [cacheExchange, api] }),
    settings,
    operations,
    names: () => operations.map((operation) => operation.name),
    /** A notification arriving for the viewer: kept, then announced on the live channel. */
    push: (notification: FakeNotification) =>
      act(() => {
        items = [notification, ...items];
        live.next(notification);
      }),
  };
}

const MINUTE = 60_000;

/** `count` notifications, newest first, one a minute before `now`; ids count down from `count`. */
export function notificationsBefore(now: number, count: number, read: (index: number) => boolean = () => false) {
  return Array.from({ length: count }, (_, index): FakeNotification => ({
    id: String(count - index),
    title: `Reply ${count - index}`,
    message: `Message ${count - index}`,
    link: `/mobile/google/pixel-9#comment-${count - index}`,
    createdAt: new Date(now - (index + 1) * MINUTE).toISOString(),
    isRead: read(index),
  }));
}
