import type { Queryable } from '../../db/database';

export interface ContactMessageRow {
  id: number;
  created_at: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  handled_at: Date | null;
}

const COLUMNS = 'id, created_at, name, email, subject, message, user_id, handled_at';

export function createContactStore(db: Queryable) {
  return {
    async insert(message: {
      name: string;
      email: string;
      subject: string;
      message: string;
      userId: number | null;
    }): Promise<void> {
      // contact: keep one message from the contact form
      await db.query(
        'INSERT INTO contact_messages (name, email, subject, message, user_id) VALUES ($1, $2, $3, $4, $5)',
        [message.name, message.email, message.subject, message.message, message.userId],
      );
    },

    /** Up to `limit` of the newest messages older than a cursor, and whether older ones are left. */
    async page(before: number | null, limit: number): Promise<{ rows: ContactMessageRow[]; more: boolean }> {
      // contact: a page of the newest messages, older than a cursor (primary key); one more row tells if any are left
      const params: unknown[] = [limit + 1];
      const where = before === null ? '' : `WHERE id < $${params.push(before)}`;
      const rows = await db.query<ContactMessageRow>(
        `SELECT ${COLUMNS} FROM contact_messages ${where} ORDER BY id DESC LIMIT $1`,
        params,
      );
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },

    async setHandled(id: number, handled: boolean): Promise<ContactMessageRow | null> {
      // contact: mark one message handled (keeping the first time) or not handled
      const [row] = await db.query<ContactMessageRow>(
        `UPDATE contact_messages SET handled_at = CASE WHEN $2 THEN coalesce(handled_at, now()) ELSE NULL END
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, handled],
      );
      return row ?? null;
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
