import type { Queryable } from '../../db/database';

export interface FollowRow {
  id: number;
  kind: 'MODEL' | 'BRAND' | 'SEARCH';
  category: string;
  brand: string | null;
  path: string | null;
  search: string | null;
  created_at: Date;
}

const COLUMNS = 'id, kind, category, brand, path, search, created_at';

/** Followed searches of one category checked after a change; the rest wait (a bound on one change's work). */
const WATCHED_SEARCHES_CHECKED = 5_000;

export interface WatchedSearchRow {
  id: number;
  user_id: number;
  search: string;
  /** The finder filter, as JSON text (equal filters compare equal). */
  filter: string;
  known_matches: string[] | null;
}

export function createFollowStore(db: Queryable) {
  return {
    async add(userId: number, target: Omit<FollowRow, 'id' | 'created_at'>): Promise<FollowRow> {
      // follows: follow something once (unique index follows_one); following it again returns the same row
      const rows = await db.query<FollowRow>(
        `WITH added AS (
           INSERT INTO follows (user_id, kind, category, brand, path, search) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT DO NOTHING RETURNING ${COLUMNS}
         )
         SELECT * FROM added
         UNION ALL
         SELECT ${COLUMNS} FROM follows WHERE user_id = $1 AND kind = $2 AND category = $3
           AND coalesce(brand, '') = coalesce($4, '') AND coalesce(path, '') = coalesce($5, '') AND coalesce(search, '') = coalesce($6, '')
         LIMIT 1`,
        [userId, target.kind, target.category, target.brand, target.path, target.search],
      );
      return rows[0]!;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      // follows: stop following (the account's own only)
      const rows = await db.query('DELETE FROM follows WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
      return rows.length > 0;
    },

    async mine(userId: number): Promise<FollowRow[]> {
      // follows: what one account follows, newest first (index follows_user)
      return db.query<FollowRow>(`SELECT ${COLUMNS} FROM follows WHERE user_id = $1 ORDER BY id DESC`, [userId]);
    },

    async followersOf(
      kind: 'MODEL' | 'BRAND',
      category: string,
      brand: string,
      path: string | null,
    ): Promise<number[]> {
      // follows: the accounts following a model or a brand (index follows_target)
      const rows = await db.query<{ user_id: number }>(
        `SELECT user_id FROM follows WHERE kind = $1 AND category = $2 AND brand = $3 AND coalesce(path, '') = coalesce($4, '')`,
        [kind, category, brand, path],
      );
      return rows.map((row) => row.user_id);
    },

    async setSearchWatch(followId: number, filter: unknown, matches: readonly string[]): Promise<void> {
      // follows: what a followed search stands for and matches now
      await db.query('UPDATE follows SET search_filter = $2, known_matches = $3 WHERE id = $1', [
        followId,
        JSON.stringify(filter),
        matches,
      ]);
    },

    async watchedSearches(category: string): Promise<WatchedSearchRow[]> {
      // follows: the followed searches of a category that can be checked (partial index follows_watched_searches)
      return db.query<WatchedSearchRow>(
        `SELECT id, user_id, search, search_filter::text AS filter, known_matches FROM follows
         WHERE kind = 'SEARCH' AND search_filter IS NOT NULL AND category = $1 ORDER BY id LIMIT $2`,
        [category, WATCHED_SEARCHES_CHECKED],
      );
    },

    async replaceKnownMatches(
      followId: number,
      before: readonly string[] | null,
      now: readonly string[],
    ): Promise<boolean> {
      // follows: a followed search's matches, replaced only if no other instance replaced them since they were read
      // (so a gained match is told once)
      const rows = await db.query(
        'UPDATE follows SET known_matches = $3 WHERE id = $1 AND known_matches IS NOT DISTINCT FROM $2 RETURNING id',
        [followId, before, now],
      );
      return rows.length > 0;
    },

    async brandExists(category: string, brand: string): Promise<boolean> {
      // follows: is there such a brand
      const rows = await db.query('SELECT 1 FROM companies WHERE category = $1 AND path = $2', [category, brand]);
      return rows.length > 0;
    },
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;
