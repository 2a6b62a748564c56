import type { Database } from '../../db/database';

export type StoredContent = 'comment' | 'review';

export interface ReportGroupRow {
  content: StoredContent;
  content_id: number;
  last_id: number;
  report_count: number;
  reason: string;
  note: string | null;
  reported_at: Date;
}

export interface ReportedItemRow {
  content: StoredContent;
  id: number;
  excerpt: string;
  author: string;
  link: string;
  hidden: boolean;
}

export function createModerationStore(db: Database) {
  return {
    async exists(content: StoredContent, id: number): Promise<boolean> {
      // moderation: is there such a comment or (visible or not) review
      const table = content === 'comment' ? 'comments' : 'model_reviews';
      const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
      return rows.length > 0;
    },

    async report(report: {
      reporterId: number;
      content: StoredContent;
      contentId: number;
      reason: string;
      note: string | null;
    }): Promise<void> {
      // moderation: one account's report of an item; reporting again replaces it and opens it again
      await db.query(
        `INSERT INTO content_reports (reporter_id, content, content_id, reason, note) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (reporter_id, content, content_id)
         DO UPDATE SET reason = excluded.reason, note = excluded.note, created_at = now(), resolved_at = NULL`,
        [report.reporterId, report.content, report.contentId, report.reason, report.note],
      );
    },

    async openGroups(before: number | null, limit: number): Promise<ReportGroupRow[]> {
      // moderation: open reports, one row per reported item, newest report first (partial index content_reports_open)
      return db.query<ReportGroupRow>(
        `SELECT content, content_id, max(id) AS last_id, count(*)::int AS report_count,
                (array_agg(reason ORDER BY id DESC))[1] AS reason, (array_agg(note ORDER BY id DESC))[1] AS note,
                max(created_at) AS reported_at
         FROM content_reports WHERE resolved_at IS NULL
         GROUP BY content, content_id
         HAVING $1::int IS NULL OR max(id) < $1
         ORDER BY max(id) DESC LIMIT $2`,
        [before, limit],
      );
    },

    async items(comments: number[], reviews: number[]): Promise<ReportedItemRow[]> {
      // moderation: what the reported comments and reviews say, who wrote them and where they are shown
      return db.query<ReportedItemRow>(
        `SELECT 'comment' AS content, c.id, c.comment AS excerpt, c.name AS author,
                '/' || c.category || '/' || c.brand || '/' || c.path || '#comment-' || c.id AS link, c.hidden
         FROM comments c WHERE c.id = ANY($1::int[])
         UNION ALL
         SELECT 'review' AS content, r.id, r.rating || ' of 5 stars' || coalesce(': ' || r.text, '') AS excerpt,
                u.name AS author, '/' || m.category || '/' || m.company_path || '/' || m.path AS link, r.hidden
         FROM model_reviews r JOIN users u ON u.id = r.user_id JOIN models m ON m.id = r.model_id
         WHERE r.id = ANY($2::int[])`,
        [comments, reviews],
      );
    },

    async resolve(content: StoredContent, id: number): Promise<number> {
      // moderation: close every open report of one item
      const rows = await db.query(
        'UPDATE content_reports SET resolved_at = now() WHERE content = $1 AND content_id = $2 AND resolved_at IS NULL RETURNING id',
        [content, id],
      );
      return rows.length;
    },
  };
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
