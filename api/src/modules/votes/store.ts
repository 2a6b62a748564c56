import type { Database, Queryable } from '../../db/database';

/** A stored vote: 1 for a like, -1 for a dislike. */
export type StoredVote = 1 | -1;

export interface Tally {
  likes: number;
  dislikes: number;
  mine: StoredVote | null;
}

export function createVoteStore(db: Database) {
  return {
    /** Sets or clears one account's vote on a comment and moves the comment's counts by the difference, at once. */
    async setCommentVote(
      commentId: number,
      userId: number,
      vote: StoredVote | null,
    ): Promise<(Tally & { page: { category: string; brand: string; path: string } }) | null> {
      return db.transaction(async (tx) => {
        // votes: lock the comment, so one account's concurrent votes on it are counted one after the other
        const [comment] = await tx.query<{ category: string; brand: string; path: string }>(
          'SELECT category, brand, path FROM comments WHERE id = $1 FOR UPDATE',
          [commentId],
        );
        if (!comment) return null;
        // votes: the account's vote on the comment so far
        const [previous] = await tx.query<{ value: StoredVote }>(
          'SELECT value FROM comment_votes WHERE comment_id = $1 AND user_id = $2',
          [commentId, userId],
        );
        await writeVote(tx, 'comment_votes', 'comment_id', commentId, userId, vote);
        const before = previous?.value ?? null;
        const likes = (vote === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
        const dislikes = (vote === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
        // votes: move the comment's counts by the change of this one vote
        const [counts] = await tx.query<{ likes: number; dislikes: number }>(
          'UPDATE comments SET likes = likes + $2, dislikes = dislikes + $3 WHERE id = $1 RETURNING likes, dislikes',
          [commentId, likes, dislikes],
        );
        return { likes: counts!.likes, dislikes: counts!.dislikes, mine: vote, page: comment };
      });
    },

    /** Sets or clears one account's vote on a model page; its counts are counted from the votes. */
    async setModelVote(modelId: number, userId: number, vote: StoredVote | null): Promise<Tally> {
      await db.transaction((tx) => writeVote(tx, 'model_votes', 'model_id', modelId, userId, vote));
      return this.modelTally(modelId, userId);
    },

    async modelTally(modelId: number, userId: number | null): Promise<Tally> {
      // votes: a model page's likes and dislikes, and the viewer's own (primary key model_votes_pkey)
      const [row] = await db.query<{ likes: number; dislikes: number; mine: StoredVote | null }>(
        `SELECT count(*) FILTER (WHERE value = 1)::int AS likes, count(*) FILTER (WHERE value = -1)::int AS dislikes,
                max(value) FILTER (WHERE user_id = $2)::int AS mine
         FROM model_votes WHERE model_id = $1`,
        [modelId, userId],
      );
      return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, mine: row?.mine ?? null };
    },

    async commentVotesOnPage(
      userId: number,
      page: { category: string; brand: string; path: string },
    ): Promise<{ comment_id: number; value: StoredVote }[]> {
      // votes: one account's votes on the comments of one page (index comments_thread, then comment_votes_pkey)
      return db.query(
        `SELECT v.comment_id, v.value FROM comment_votes v JOIN comments c ON c.id = v.comment_id
         WHERE c.category = $1 AND c.brand = $2 AND c.path = $3 AND v.user_id = $4`,
        [page.category, page.brand, page.path, userId],
      );
    },

    async modelId(page: { category: string; brand: string; path: string }): Promise<number | null> {
      // votes: the listed model a page shows (bikes: published ones only)
      const [row] = await db.query<{ id: number }>(
        `SELECT id FROM models WHERE category = $1 AND company_path = $2 AND path = $3 AND published`,
        [page.category, page.brand, page.path],
      );
      return row?.id ?? null;
    },
  };
}

async function writeVote(
  tx: Queryable,
  table: 'comment_votes' | 'model_votes',
  column: 'comment_id' | 'model_id',
  targetId: number,
  userId: number,
  vote: StoredVote | null,
): Promise<void> {
  if (vote === null) {
    // votes: clear one account's vote
    await tx.query(`DELETE FROM ${table} WHERE ${column} = $1 AND user_id = $2`, [targetId, userId]);
    return;
  }
  // votes: set one account's vote (the primary key allows one per account)
  await tx.query(
    `INSERT INTO ${table} (${column}, user_id, value) VALUES ($1, $2, $3)
     ON CONFLICT (${column}, user_id) DO UPDATE SET value = excluded.value, created_at = now()`,
    [targetId, userId, vote],
  );
}

export type VoteStore = ReturnType<typeof createVoteStore>;
