import type { Queryable } from '../../db/database';

export interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  text: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A model's visible reviews summed and counted (model_rating_values, kept in step by a trigger). */
export interface RatingRow {
  model_id: number;
  rating_sum: number;
  rating_count: number;
}

const COLUMNS = 'r.id, u.name AS author, r.rating, r.text, r.created_at, r.updated_at';

export function createModelReviewStore(db: Queryable) {
  return {
    async summary(modelId: number): Promise<{ rating: number; n: number }[]> {
      // model reviews: the visible reviews of a model counted by stars (index model_reviews_model)
      return db.query(
        'SELECT rating, count(*)::int AS n FROM model_reviews WHERE model_id = $1 AND NOT hidden GROUP BY rating',
        [modelId],
      );
    },

    async page(modelId: number, before: number | null, limit: number): Promise<ReviewRow[]> {
      // model reviews: a page of a model's visible reviews, newest first (index model_reviews_model)
      const conditions = ['r.model_id = $1', 'NOT r.hidden'];
      const params: unknown[] = [modelId, limit];
      if (before !== null) conditions.push(`r.id < $${params.push(before)}`);
      return db.query<ReviewRow>(
        `SELECT ${COLUMNS} FROM model_reviews r JOIN users u ON u.id = r.user_id
         WHERE ${conditions.join(' AND ')} ORDER BY r.id DESC LIMIT $2`,
        params,
      );
    },

    async mine(modelId: number, userId: number): Promise<ReviewRow | null> {
      // model reviews: one account's review of a model (primary key)
      const rows = await db.query<ReviewRow>(
        `SELECT ${COLUMNS} FROM model_reviews r JOIN users u ON u.id = r.user_id WHERE r.model_id = $1 AND r.user_id = $2`,
        [modelId, userId],
      );
      return rows[0] ?? null;
    },

    async save(modelId: number, userId: number, review: { rating: number; text: string | null }): Promise<void> {
      // model reviews: write one account's review of a model (one per account and model: the unique key)
      await db.query(
        `INSERT INTO model_reviews (model_id, user_id, rating, text) VALUES ($1, $2, $3, $4)
         ON CONFLICT (model_id, user_id) DO UPDATE SET rating = excluded.rating, text = excluded.text, updated_at = now()`,
        [modelId, userId, review.rating, review.text],
      );
    },

    async remove(modelId: number, userId: number): Promise<boolean> {
      // model reviews: delete one account's review of a model
      const rows = await db.query('DELETE FROM model_reviews WHERE model_id = $1 AND user_id = $2 RETURNING id', [
        modelId,
        userId,
      ]);
      return rows.length > 0;
    },

    /** The review's model and its category, or null when there is no such review. */
    async setHidden(id: number, hidden: boolean): Promise<{ model_id: number; category: string } | null> {
      // model reviews: an admin hides or shows one review
      const rows = await db.query<{ model_id: number; category: string }>(
        `UPDATE model_reviews r SET hidden = $2 FROM models m WHERE r.id = $1 AND m.id = r.model_id
         RETURNING r.model_id, m.category`,
        [id, hidden],
      );
      return rows[0] ?? null;
    },

    async ratingsIn(category: string): Promise<RatingRow[]> {
      // model reviews: every rated model of a category, for its finder's best rated order (model_ratings, one row a model)
      return db.query<RatingRow>(
        `SELECT r.model_id, r.rating_sum, r.rating_count FROM model_rating_values r JOIN models m ON m.id = r.model_id
         WHERE m.category = $1`,
        [category],
      );
    },

    async ratingsOf(modelIds: readonly number[]): Promise<RatingRow[]> {
      // model reviews: some models' ratings, after their reviews changed (primary key of model_ratings)
      return db.query<RatingRow>(
        'SELECT model_id, rating_sum, rating_count FROM model_rating_values WHERE model_id = ANY($1::int[])',
        [modelIds],
      );
    },
  };
}

export type ModelReviewStore = ReturnType<typeof createModelReviewStore>;
