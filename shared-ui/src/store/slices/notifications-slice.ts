import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

export interface SiteNotification {
  id: string;
  title: string;
  message: string;
  /** Epoch milliseconds; the display text ("5 minutes ago") is derived from it when shown. */
  receivedAt: number;
  isRead: boolean;
}

export interface NotificationsSlice {
  notifications: SiteNotification[];
  markNotificationRead: (id: string) => void;
  markAllNotificationsRead: () => void;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Four local samples, two unread and two read; nothing is fetched. Their times are
 * relative to when the page loaded so the relative-time text always reads sensibly.
 */
export function sampleNotifications(now: number): SiteNotification[] {
  return [
    {
      id: 'new-flagships',
      title: 'New flagship phones added',
      message: 'Full specifications of the latest Galaxy, Pixel and iPhone models are now in the catalogue.',
      receivedAt: now - 5 * MINUTE,
      isRead: false,
    },
    {
      id: 'laptop-compare',
      title: 'Compare laptops side by side',
      message: 'Pick two laptops and see every specification next to each other.',
      receivedAt: now - 3 * HOUR,
      isRead: false,
    },
    {
      id: 'custom-pc-builder',
      title: 'Custom PC builder is live',
      message: 'Choose compatible parts and save your build to your account.',
      receivedAt: now - 2 * DAY,
      isRead: true,
    },
    {
      id: 'bike-catalogue',
      title: 'Bike specifications',
      message: 'Engines, dimensions and brakes of current motorcycles, brand by brand.',
      receivedAt: now - 6 * DAY,
      isRead: true,
    },
  ];
}

/** Read state is local to this page; notifications make no server calls. */
export const createNotificationsSlice =
  (now: () => number): StateCreator<AppState, [], [], NotificationsSlice> =>
  (set) => ({
    notifications: sampleNotifications(now()),
    markNotificationRead: (id) =>
      set((state) => ({
        notifications: state.notifications.map((notification) =>
          notification.id === id && !notification.isRead ? { ...notification, isRead: true } : notification,
        ),
      })),
    markAllNotificationsRead: () =>
      set((state) => ({
        notifications: state.notifications.map((notification) =>
          notification.isRead ? notification : { ...notification, isRead: true },
        ),
      })),
  });
