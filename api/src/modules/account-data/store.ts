import type { Database, Queryable } from '../../db/database';

/** Everything kept about one account, read across the modules' tables (one read per kind, for the export). */
export function createAccountDataStore(db: Database) {
  const rows = (sql: string, userId: number) => db.query<Record<string, unknown>>(sql, [userId]);
  return {
    async everything(userId: number) {
      const [
        account,
        comments,
        commentVotes,
        modelVotes,
        notifications,
        builds,
        publicBuildLikes,
        reviews,
        modelReviews,
        follows,
        contactMessages,
        signInProviders,
        notificationPreferences,
        reports,
        logins,
      ] = await Promise.all([
        // account data: the account itself (never its password hash)
        rows('SELECT email, name, gender, admin, active, created_at FROM users WHERE id = $1', userId),
        // account data: the account's comments
        rows(
          `SELECT id, category, brand, path, parent_id, name, comment, likes, dislikes, created_at
           FROM comments WHERE user_id = $1 ORDER BY id`,
          userId,
        ),
        // account data: the account's votes on comments
        rows('SELECT comment_id, value, created_at FROM comment_votes WHERE user_id = $1 ORDER BY comment_id', userId),
        // account data: the account's votes on model pages
        rows(
          `SELECT m.category, m.company_path AS brand, m.path, v.value, v.created_at
           FROM model_votes v JOIN models m ON m.id = v.model_id WHERE v.user_id = $1 ORDER BY m.id`,
          userId,
        ),
        // account data: the account's notifications
        rows(
          'SELECT kind, title, message, link, created_at, read_at FROM notifications WHERE user_id = $1 ORDER BY id',
          userId,
        ),
        // account data: the account's saved PC builds with their parts, and when each was published (if it is)
        rows(
          `SELECT p.id, p.name, p.created_at, p.updated_at, pb.published_at,
                  coalesce(json_agg(json_build_object('category', v.category, 'description', v.description, 'price', v.price, 'partId', v.part_id) ORDER BY v.position) FILTER (WHERE v.id IS NOT NULL), '[]') AS parts
           FROM custom_pcs p LEFT JOIN custom_pc_variants v ON v.custom_pc_id = p.id
             LEFT JOIN public_builds pb ON pb.id = p.id
           WHERE p.user_id = $1 GROUP BY p.id, pb.published_at ORDER BY p.created_at`,
          userId,
        ),
        // account data: the public builds the account likes
        rows('SELECT build_id, created_at FROM public_build_likes WHERE user_id = $1 ORDER BY created_at', userId),
        // account data: the account's reviews
        rows(
          'SELECT device_id, author, rating, comment, created_at FROM reviews WHERE user_id = $1 ORDER BY id',
          userId,
        ),
        // account data: the account's ratings and reviews of model pages
        rows(
          `SELECT m.category, m.company_path AS brand, m.path, r.rating, r.text, r.hidden, r.created_at, r.updated_at
             FROM model_reviews r JOIN models m ON m.id = r.model_id WHERE r.user_id = $1 ORDER BY r.id`,
          userId,
        ),
        // account data: what the account follows
        rows(
          'SELECT kind, category, brand, path, search, created_at FROM follows WHERE user_id = $1 ORDER BY id',
          userId,
        ),
        // account data: what the account wrote through the contact form while signed in
        rows(
          'SELECT name, email, subject, message, created_at, handled_at FROM contact_messages WHERE user_id = $1 ORDER BY id',
          userId,
        ),
        // account data: the sign-in providers' accounts linked to the account
        rows(
          'SELECT provider, subject, email, created_at, last_used_at FROM user_identities WHERE user_id = $1 ORDER BY created_at',
          userId,
        ),
        // account data: the kinds of notification the account wants by e-mail or not at all
        rows('SELECT kind, delivery FROM notification_preferences WHERE user_id = $1 ORDER BY kind', userId),
        // account data: the comments and reviews the account reported
        rows(
          'SELECT content, content_id, reason, note, created_at, resolved_at FROM content_reports WHERE reporter_id = $1 ORDER BY id',
          userId,
        ),
        // account data: the account's logins (never their tokens)
        rows(
          `SELECT min(created_at) AS started_at, max(created_at) AS last_seen_at, (array_agg(user_agent ORDER BY created_at))[1] AS user_agent
           FROM user_tokens WHERE user_id = $1 AND kind = 'refresh' GROUP BY family_id ORDER BY 1`,
          userId,
        ),
      ]);
      return {
        account: account[0] ?? null,
        comments,
        commentVotes,
        modelVotes,
        notifications,
        builds,
        publicBuildLikes,
        reviews,
        modelReviews,
        follows,
        contactMessages,
        signInProviders,
        notificationPreferences,
        reports,
        logins,
      };
    },

    /**
     * Deletes an account. Its comments stay, as "Deleted user" and with no e-mail (a thread keeps its replies); the
     * counts of comments it voted on lose its votes; its builds, votes, notifications, reviews and logins go.
     * Returns the pages whose comments changed and the models whose ratings lost a review.
     */
    async deleteAccount(userId: number): Promise<{
      pages: { category: string; brand: string; path: string }[];
      reviewed: { model_id: number; category: string }[];
    }> {
      return db.transaction(async (tx: Queryable) => {
        // account data: take the account's votes out of the counts kept on comments
        const voted = await tx.query<{ category: string; brand: string; path: string }>(
          `UPDATE comments c SET likes = c.likes - (v.value = 1)::int, dislikes = c.dislikes - (v.value = -1)::int
           FROM comment_votes v WHERE v.comment_id = c.id AND v.user_id = $1
           RETURNING c.category, c.brand, c.path`,
          [userId],
        );
        // account data: the account's comments stay, by nobody
        const written = await tx.query<{ category: string; brand: string; path: string }>(
          `UPDATE comments SET name = 'Deleted user', email = NULL, user_id = NULL, is_verified = false
           WHERE user_id = $1 RETURNING category, brand, path`,
          [userId],
        );
        // account data: the account's reviews
        await tx.query('DELETE FROM reviews WHERE user_id = $1', [userId]);
        // account data: the account's ratings of models, and which models they were (the finders' order follows)
        const reviewed = await tx.query<{ model_id: number; category: string }>(
          `DELETE FROM model_reviews r USING models m WHERE r.user_id = $1 AND m.id = r.model_id
           RETURNING r.model_id, m.category`,
          [userId],
        );
        // account data: the account, and with it its tokens, votes, notifications and builds (ON DELETE CASCADE)
        await tx.query('DELETE FROM users WHERE id = $1', [userId]);
        const pages = new Map(
          [...voted, ...written].map((page) => [`${page.category}:${page.brand}:${page.path}`, page]),
        );
        return { pages: [...pages.values()], reviewed };
      });
    },
  };
}

export type AccountDataStore = ReturnType<typeof createAccountDataStore>;
