import type { Queryable } from '../../db/database';

export interface CommentRow {
  id: number;
  category: string;
  brand: string;
  path: string;
  parent_id: number | null;
  name: string;
  comment: string;
  is_verified: boolean;
  likes: number;
  dislikes: number;
  created_at: Date;
  /** The account that wrote it signed in, else null. */
  user_id: number | null;
  /** Hidden by an admin: its text is never given out. */
  hidden: boolean;
}

/** Never select the e-mail: it is stored for moderation only and must not reach clients. */
const COLUMNS =
  'id, category, brand, path, parent_id, name, comment, is_verified, likes, dislikes, created_at, user_id, hidden';

export function createCommentStore(db: Queryable) {
  return {
    async listThread(
      category: string,
      brand: string,
      path: string,
      limit: number,
      /** The id of the last top-level comment of the page before (full precision of its time stays in SQL). */
      before: number | null = null,
    ): Promise<CommentRow[]> {
      // comments: the newest top-level comments of one page (older than a cursor) and all their replies
      // (index comments_thread)
      return db.query<CommentRow>(
        `WITH top AS (
           SELECT ${COLUMNS} FROM comments
           WHERE category = $1 AND brand = $2 AND path = $3 AND parent_id IS NULL
             AND ($5::int IS NULL OR (created_at, id) < (SELECT created_at, id FROM comments WHERE id = $5))
           ORDER BY created_at DESC, id DESC LIMIT $4
         )
         SELECT * FROM top
         UNION ALL
         SELECT ${COLUMNS.split(', ')
           .map((column) => `c.${column}`)
           .join(', ')} FROM comments c JOIN top ON c.parent_id = top.id`,
        [category, brand, path, limit, before],
      );
    },

    async countTopLevel(category: string, brand: string, path: string): Promise<number> {
      // comments: number of top-level comments on one page
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM comments WHERE category = $1 AND brand = $2 AND path = $3 AND parent_id IS NULL',
        [category, brand, path],
      );
      return rows[0]?.n ?? 0;
    },

    async findById(id: number): Promise<CommentRow | null> {
      // comments: one comment by id
      const rows = await db.query<CommentRow>(`SELECT ${COLUMNS} FROM comments WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async pageExists(category: string, brand: string, path: string): Promise<{ brand: boolean; model: boolean }> {
      // comments: does the page a comment is for exist (brand, and a published model of it)
      const rows = await db.query<{ brand: boolean; model: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM companies WHERE category = $1 AND path = $2) AS brand,
                EXISTS (SELECT 1 FROM models WHERE category = $1 AND company_path = $2 AND path = $3 AND (category <> 'bike' OR published)) AS model`,
        [category, brand, path],
      );
      return rows[0] ?? { brand: false, model: false };
    },

    async setHidden(id: number, hidden: boolean): Promise<CommentRow | null> {
      // comments: an admin hides or shows one comment
      const rows = await db.query<CommentRow>(`UPDATE comments SET hidden = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
        id,
        hidden,
      ]);
      return rows[0] ?? null;
    },

    async updateText(id: number, userId: number, text: string, since: Date): Promise<CommentRow | null> {
      // comments: an author's own comment, still young enough to edit
      const rows = await db.query<CommentRow>(
        `UPDATE comments SET comment = $3 WHERE id = $1 AND user_id = $2 AND created_at >= $4 RETURNING ${COLUMNS}`,
        [id, userId, text, since],
      );
      return rows[0] ?? null;
    },

    async deleteOwn(id: number, userId: number, since: Date): Promise<'deleted' | 'has-replies' | 'not-yours'> {
      // comments: an author's own young comment, unless someone has replied to it (index comments_parent)
      const rows = await db.query<{ outcome: 'deleted' | 'has-replies' | 'not-yours' }>(
        `WITH own AS (SELECT id FROM comments WHERE id = $1 AND user_id = $2 AND created_at >= $3),
              answered AS (SELECT 1 FROM comments WHERE parent_id = $1 LIMIT 1),
              gone AS (DELETE FROM comments WHERE id IN (SELECT id FROM own) AND NOT EXISTS (SELECT 1 FROM answered) RETURNING id)
         SELECT CASE WHEN EXISTS (SELECT 1 FROM gone) THEN 'deleted'
                     WHEN EXISTS (SELECT 1 FROM own) THEN 'has-replies' ELSE 'not-yours' END AS outcome`,
        [id, userId, since],
      );
      return rows[0]!.outcome;
    },

    async ownIdsOnPage(userId: number, page: { category: string; brand: string; path: string }): Promise<number[]> {
      // comments: the ids of one account's comments on one page (index comments_thread)
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM comments WHERE category = $1 AND brand = $2 AND path = $3 AND user_id = $4',
        [page.category, page.brand, page.path, userId],
      );
      return rows.map((row) => row.id);
    },

    async insert(comment: {
      category: string;
      brand: string;
      path: string;
      parentId: number | null;
      name: string;
      email: string | null;
      comment: string;
      userId: number | null;
      isVerified: boolean;
    }): Promise<CommentRow> {
      // comments: create one comment or reply
      const rows = await db.query<CommentRow>(
        `INSERT INTO comments (category, brand, path, parent_id, name, email, comment, user_id, is_verified)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [
          comment.category,
          comment.brand,
          comment.path,
          comment.parentId,
          comment.name,
          comment.email,
          comment.comment,
          comment.userId,
          comment.isVerified,
        ],
      );
      return rows[0]!;
    },
  };
}

export type CommentStore = ReturnType<typeof createCommentStore>;
