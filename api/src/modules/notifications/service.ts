import type { Actor } from '../../actor';
import { NOTIFICATIONS_CHANGED, type NotificationsChange, type PubSub } from '../../events/topics';
import type { BackgroundTasks } from '../../shared/background';
import type { NotificationKind } from '../../generated/schema-types';
import { appError, InputChecker } from '../../shared/errors';
import { keptPerAccount } from '../../shared/kept-per-account';
import type { Viewer } from '../accounts/viewer';
import type { NotificationRow, NotificationStore } from './store';

/** The live channel of one account's notifications (through Redis to every instance when REDIS_URL is set). */
export const NOTIFICATION_ADDED = 'notificationAdded';

/** What a notification says, before it is kept for someone. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
}

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
  isRead: boolean;
}

const view = (row: NotificationRow): NotificationView => ({
  id: String(row.id),
  kind: row.kind as NotificationKind,
  title: row.title,
  message: row.message,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  isRead: row.read_at !== null,
});

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** The table's statistics are refreshed after this many new notifications on an instance (see store.analyze). */
const ANALYZE_EVERY = 1000;

/** Unread notifications are counted up to this many (the bell shows "99+" from 100 on). */
export const UNREAD_COUNTED = 100;

/**
 * How long an account's unread count is kept: every page of its list answers it, and counting cost a page as much as
 * its rows. A new notification or a mark-read forgets it at once here and, through the event bus, on every instance;
 * this time only bounds an event that was lost.
 */
const UNREAD_KEPT_MS = 10_000;

/**
 * Notifications from what happens on the site, kept per account with their read state on the server, and pushed live
 * to the account's open pages. Other modules call `notify`; only the owner reads or marks theirs.
 */
export function createNotificationService(deps: {
  store: NotificationStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  pubSub: PubSub;
  tasks: BackgroundTasks;
  instanceId: string;
}) {
  const { store, accounts, pubSub, tasks, instanceId } = deps;
  const unread = keptPerAccount<number>({ keptMs: UNREAD_KEPT_MS, max: 20_000 });
  /** Accounts whose notifications changed: their counts are read again here and on every other instance. */
  const changed = (userIds: readonly number[]) => {
    if (userIds.length === 0) return;
    for (const userId of userIds) unread.forget(userId);
    pubSub.publish(NOTIFICATIONS_CHANGED, { instance: instanceId, userIds } satisfies NotificationsChange);
  };
  let keptSinceAnalyze = 0;
  const kept = (count: number) => {
    keptSinceAnalyze += count;
    if (keptSinceAnalyze < ANALYZE_EVERY) return;
    keptSinceAnalyze = 0;
    tasks.run('analyze notifications', () => store.analyze());
  };
  /** The same notice for several accounts (the followers of something), written at once; kinds turned off are not. */
  async function notifyMany(userIds: readonly number[], notice: Notice): Promise<void> {
    const rows = await store.insertMany(userIds, notice);
    changed(rows.map((row) => row.user_id));
    for (const row of rows) pubSub.publish(NOTIFICATION_ADDED, String(row.user_id), view(row));
    kept(rows.length);
  }

  return {
    /** Tells one account, unless it turned this kind off. */
    notify: (userId: number, notice: Notice) => notifyMany([userId], notice),
    notifyMany,

    async page(ctx: Actor, args: { before?: string | null; limit?: number | null; unreadOnly?: boolean | null }) {
      const viewer = await accounts.requireUser(ctx);
      const checker = new InputChecker();
      const before = args.before ?? null;
      checker.check(before === null || isId(before), 'before', 'Not a cursor this list gave');
      checker.throwIfAny();
      const limit = args.limit ?? 20;
      const kept = unread.peek(viewer.id);
      const stamp = unread.stamp();
      const { rows, unreadCount } = await store.page(viewer.id, {
        before: before === null ? null : Number(before),
        limit: limit + 1,
        unreadOnly: args.unreadOnly ?? false,
        cap: kept === undefined ? UNREAD_COUNTED : null,
      });
      if (unreadCount !== null) unread.keep(viewer.id, '', unreadCount, stamp);
      const items = rows.slice(0, limit).map(view);
      return {
        items,
        unreadCount: unreadCount ?? kept!,
        nextCursor: rows.length > limit ? items[items.length - 1]!.id : null,
      };
    },

    async markRead(ctx: Actor, id: string | null): Promise<number> {
      const viewer = await accounts.requireUser(ctx);
      if (id !== null && !isId(id)) throw appError('NOT_FOUND', 'There is no such notification', { field: 'id' });
      await store.markRead(viewer.id, id === null ? null : Number(id));
      changed([viewer.id]);
      return store.unreadCount(viewer.id, UNREAD_COUNTED);
    },

    /** Another instance kept or marked notifications. */
    heard(change: NotificationsChange): void {
      if (change.instance === instanceId) return;
      for (const userId of change.userIds) unread.forget(userId);
    },

    async subscribe(ctx: Actor) {
      const viewer = await accounts.requireUser(ctx);
      return pubSub.subscribe(NOTIFICATION_ADDED, String(viewer.id));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
