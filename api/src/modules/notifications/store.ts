import type { Queryable } from '../../db/database';

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

export function createNotificationStore(db: Queryable) {
  return {
    async insert(
      userId: number,
      notice: { kind: string; title: string; message: string; link: string | null },
    ): Promise<NotificationRow> {
      // notifications: keep one for an account
      const [row] = await db.query<NotificationRow>(
        `INSERT INTO notifications (user_id, kind, title, message, link) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [userId, notice.kind, notice.title, notice.message, notice.link],
      );
      return row!;
    },

    async page(userId: number, options: { before: number | null; limit: number; unreadOnly: boolean }) {
      // notifications: one account's newest (older than a cursor; unread only if asked), index notifications_user
      return db.query<NotificationRow>(
        `SELECT ${COLUMNS} FROM notifications
         WHERE user_id = $1 AND ($2::int IS NULL OR id < $2) AND (NOT $3 OR read_at IS NULL)
         ORDER BY id DESC LIMIT $4`,
        [userId, options.before, options.unreadOnly, options.limit],
      );
    },

    async unreadCount(userId: number): Promise<number> {
      // notifications: one account's unread count (partial index notifications_unread)
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [userId],
      );
      return row?.n ?? 0;
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
