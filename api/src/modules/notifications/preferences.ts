import type { Actor } from '../../actor';
import type { Database } from '../../db/database';
import type { NotificationDelivery, NotificationKind } from '../../generated/schema-types';
import type { RateLimiter } from '../../shared/rate-limiter';
import { appError } from '../../shared/errors';
import type { Viewer } from '../accounts/viewer';

/** The kinds everyone can receive, then those only admins receive, in the order the preferences page lists them. */
const MEMBER_KINDS: NotificationKind[] = [
  'COMMENT_REPLY',
  'FOLLOWED_MODEL_COMMENT',
  'FOLLOWED_MODEL_CHANGED',
  'FOLLOWED_BRAND_NEW_MODEL',
  'FOLLOWED_SEARCH_MATCH',
];
const ADMIN_KINDS: NotificationKind[] = ['BIKE_DRAFT_CREATED', 'BIKE_DRAFT_PUBLISHED'];

/** Stored as a row only when not the default, SITE. */
const STORED: Record<NotificationDelivery, 'email' | 'off' | null> = { SITE: null, EMAIL: 'email', OFF: 'off' };
const DELIVERY: Record<string, NotificationDelivery> = { email: 'EMAIL', off: 'OFF' };

export const kindsFor = (viewer: Pick<Viewer, 'admin'>) =>
  viewer.admin ? [...MEMBER_KINDS, ...ADMIN_KINDS] : MEMBER_KINDS;

/** How an account wants each kind of notification: on the site (the default), also by e-mail digest, or not at all. */
export function createNotificationPreferences(deps: {
  db: Database;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
}) {
  const { db, accounts, limiter } = deps;

  async function preferencesOf(viewer: Viewer) {
    // notifications: one account's choices that differ from the default (primary key of notification_preferences)
    const rows = await db.query<{ kind: string; delivery: string }>(
      'SELECT kind, delivery FROM notification_preferences WHERE user_id = $1',
      [viewer.id],
    );
    const chosen = new Map(rows.map((row) => [row.kind, DELIVERY[row.delivery]!]));
    return kindsFor(viewer).map((kind) => ({ kind, delivery: chosen.get(kind) ?? ('SITE' as const) }));
  }

  return {
    async mine(ctx: Actor) {
      return preferencesOf(await accounts.requireUser(ctx));
    },

    async set(ctx: Actor, kind: NotificationKind, delivery: NotificationDelivery) {
      const viewer = await accounts.requireUser(ctx);
      await limiter.hit('accountChangeByIp', ctx.clientIp);
      if (!kindsFor(viewer).includes(kind)) {
        throw appError('BAD_USER_INPUT', 'This kind of notification is for administrators only', { field: 'kind' });
      }
      const stored = STORED[delivery];
      if (stored === null) {
        // notifications: back to the default for one kind
        await db.query('DELETE FROM notification_preferences WHERE user_id = $1 AND kind = $2', [viewer.id, kind]);
      } else {
        // notifications: one account's choice for one kind
        await db.query(
          `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, kind) DO UPDATE SET delivery = excluded.delivery`,
          [viewer.id, kind, stored],
        );
      }
      return preferencesOf(viewer);
    },
  };
}
