import { createAppStore } from '../app-store';
import type { KeyValueStorage } from '../browser-storage';

const noStorage: KeyValueStorage = { read: () => null, write: () => undefined, remove: () => undefined };
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const unreadCount = (store: ReturnType<typeof createAppStore>) =>
  store.getState().notifications.filter((notification) => !notification.isRead).length;

describe('notifications', () => {
  it('starts with the four local samples, two unread and two read, all in the past', () => {
    const store = createAppStore({ storage: noStorage, now: () => NOW });
    const { notifications } = store.getState();
    expect(notifications).toHaveLength(4);
    expect(unreadCount(store)).toBe(2);
    expect(notifications.every((notification) => notification.receivedAt < NOW)).toBe(true);
  });

  it('marks one notification read, leaving the others as they were', () => {
    const store = createAppStore({ storage: noStorage, now: () => NOW });
    const firstUnread = store.getState().notifications.find((notification) => !notification.isRead)!;
    store.getState().markNotificationRead(firstUnread.id);
    expect(unreadCount(store)).toBe(1);
    store.getState().markNotificationRead(firstUnread.id);
    expect(unreadCount(store)).toBe(1);
  });

  it('marks all read', () => {
    const store = createAppStore({ storage: noStorage, now: () => NOW });
    store.getState().markAllNotificationsRead();
    expect(unreadCount(store)).toBe(0);
  });
});

describe('page chrome', () => {
  it('opens and closes the search overlay from anywhere on the page', () => {
    const store = createAppStore({ storage: noStorage });
    store.getState().openSearch();
    expect(store.getState().searchOpen).toBe(true);
    store.getState().closeSearch();
    expect(store.getState().searchOpen).toBe(false);
  });

  it('shows the under-development banner until it is dismissed', () => {
    const store = createAppStore({ storage: noStorage });
    expect(store.getState().devBannerDismissed).toBe(false);
    store.getState().dismissDevBanner();
    expect(store.getState().devBannerDismissed).toBe(true);
  });
});

describe('under-development banner across page loads', () => {
  it('stays dismissed for the rest of the visit', () => {
    const values: Record<string, string> = {};
    const sessionStorage: KeyValueStorage = {
      read: (key) => values[key] ?? null,
      write: (key, value) => {
        values[key] = value;
      },
      remove: (key) => {
        delete values[key];
      },
    };
    createAppStore({ storage: noStorage, sessionStorage }).getState().dismissDevBanner();
    expect(createAppStore({ storage: noStorage, sessionStorage }).getState().devBannerDismissed).toBe(true);
    expect(createAppStore({ storage: noStorage, sessionStorage: noStorage }).getState().devBannerDismissed).toBe(false);
  });
});
