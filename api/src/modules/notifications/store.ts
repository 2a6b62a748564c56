import type { Database } from '../../db/database';

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = 'id, kind, title, message, link, created_at, read_at';

interface PageOptions {
  before: number | null;
  limit: number;
  unreadOnly: boolean;
}

export function createNotificationStore(db: Database) {
  return {
    /** Keeps a notification for each account that has not turned its kind off; returns the kept ones. */
    async insertMany(
      userIds: readonly number[],
      notice: { kind: string; title: string; message: string; link: string | null },
    ): Promise<(NotificationRow & { user_id: number })[]> {
      // notifications: the same notification for several accounts, in one statement, but those who turned its kind
      // off (primary key of notification_preferences)
      return db.query(
        `INSERT INTO notifications (user_id, kind, title, message, link)
         SELECT user_id, $2, $3, $4, $5 FROM unnest($1::int[]) AS told(user_id)
         WHERE NOT EXISTS (
           SELECT 1 FROM notification_preferences off
           WHERE off.user_id = told.user_id AND off.kind = $2 AND off.delivery = 'off'
         )
         RETURNING user_id, ${COLUMNS}`,
        [userIds, notice.kind, notice.title, notice.message, notice.link],
      );
    },

    /**
     * One page of an account's newest notifications (older than a cursor; unread only if asked) and, with a `cap`, its
     * unread count up to the cap, in one statement: the bell and the notifications page ask both on every load.
     */
    async page(userId: number, options: PageOptions & { cap: number | null }) {
      // Each condition is written only when it applies, so the plan is a walk down one index from the right place
      // (a condition like "$2 IS NULL OR id < $2" left PostgreSQL scanning every notification of the account).
      const conditions = ['user_id = $1'];
      const params: unknown[] = [userId, options.limit];
      if (options.before !== null) conditions.push(`id < $${params.push(options.before)}`);
      if (options.unreadOnly) conditions.push('read_at IS NULL');
      const newest = `SELECT ${COLUMNS} FROM notifications WHERE ${conditions.join(' AND ')} ORDER BY id DESC LIMIT $2`;
      if (options.cap === null) {
        // notifications: one account's newest (index notifications_user or notifications_unread)
        return { rows: await db.query<NotificationRow>(newest, params), unreadCount: null };
      }
      // notifications: one account's newest (index notifications_user or notifications_unread) with its unread count
      // up to a cap (partial index notifications_unread); the count comes with every row, or alone when none match
      const rows = await db.query<NotificationRow & { unread_count: number }>(
        `WITH unread AS (
           SELECT count(*)::int AS unread_count
           FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT $${params.push(options.cap)}) capped
         ), newest AS (${newest})
         SELECT newest.*, unread.unread_count FROM unread LEFT JOIN newest ON true ORDER BY newest.id DESC`,
        params,
      );
      return {
        rows: rows.filter((row) => row.id !== null) as NotificationRow[],
        unreadCount: rows[0]?.unread_count ?? 0,
      };
    },

    /** Unread notifications, counted up to `cap`: the bell shows "99+" past that, and counting 10,000 costs. */
    async unreadCount(userId: number, cap: number): Promise<number> {
      // notifications: one account's unread count, up to a cap (partial index notifications_unread)
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT $2) unread',
        [userId, cap],
      );
      return row?.n ?? 0;
    },

    /**
     * Refreshes the planner's statistics of the table. PGlite has no autovacuum: without them, an account with
     * 10,000 notifications was read by sorting all of them (80 ms) instead of walking the index (0.2 ms).
     */
    async analyze(): Promise<void> {
      await db.exec('ANALYZE notifications');
    },

    async markRead(userId: number, id: number | null): Promise<void> {
      // notifications: mark one (or, with no id, every) unread notification of an account read
      await db.query(
        'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::int IS NULL OR id = $2)',
        [userId, id],
      );
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
