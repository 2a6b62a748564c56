import { ACCOUNT_CHANGED, type AccountChange, type PubSub } from '../../events/topics';
import { keptPerAccount } from '../../shared/kept-per-account';
import type { Viewer } from './viewer';

/**
 * How long a request's viewer (its login still live, the account as it is) is kept. Every change to an account or
 * its logins forgets its viewers at once on this instance and, through the event bus, on every other; this time only
 * bounds an event that was lost (Redis down). Reading the session on every request cost a signed-in page about as
 * much as its own query.
 */
const VIEWER_KEPT_MS = 2_000;

/** Viewers by (account, login), each read from the database at most once per VIEWER_KEPT_MS. */
export function createViewerCache(pubSub: PubSub, instanceId: string) {
  const viewers = keptPerAccount<Viewer | null>({ keptMs: VIEWER_KEPT_MS, max: 20_000 });
  return {
    /** The viewer of a login: kept, or loaded (and kept unless the account changed meanwhile). */
    read: (userId: number, sessionId: string, load: () => Promise<Viewer | null>) =>
      viewers.read(userId, sessionId, load),

    /**
     * An account or one of its logins changed (signed out, password, e-mail, profile, admin flag, deleted): its
     * viewers are read again here at once and on every other instance once the event arrives. Call it after the
     * change is committed.
     */
    changed(userId: number): void {
      viewers.forget(userId);
      pubSub.publish(ACCOUNT_CHANGED, { instance: instanceId, userId } satisfies AccountChange);
    },

    /** Another instance changed an account. */
    heard(change: AccountChange): void {
      if (change.instance !== instanceId) viewers.forget(change.userId);
    },
  };
}

export type ViewerCache = ReturnType<typeof createViewerCache>;
