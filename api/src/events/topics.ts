import type { createPubSub } from 'graphql-yoga';
import type { SectionName } from '../shared/sections';

/** The publish/subscribe channel between resolvers and API instances (through Redis when REDIS_URL is set). */
export type PubSub = ReturnType<typeof createPubSub>;

/**
 * Published after a catalogue write: the other instances clear their read caches, and drop what was built from the
 * section written to (payload: CatalogueChange).
 */
export const CATALOGUE_CHANGED = 'catalogue:changed';

/** Which instance wrote, and to which section (an instance that names none has every section read again). */
export interface CatalogueChange {
  instance: string;
  section?: SectionName;
}

/**
 * Published after a model's reviews changed (written, edited, deleted, hidden): every other instance reads those
 * models' ratings again for its finders' best rated order (payload: RatingsChange).
 */
export const RATINGS_CHANGED = 'ratings:changed';

/** Which instance wrote, the section (the models' category) and the models whose ratings changed. */
export interface RatingsChange {
  instance: string;
  section: SectionName;
  modelIds: number[];
}

/** Published after a comment is added to a page: every instance drops the page's kept thread (payload: its topic). */
export const COMMENTS_CHANGED = 'comments:changed';

/** Published after an account or one of its logins changed: every instance reads its viewers again (AccountChange). */
export const ACCOUNT_CHANGED = 'account:changed';

export interface AccountChange {
  instance: string;
  userId: number;
}

/** Published after notifications were kept for accounts or marked read: every instance counts their unread again. */
export const NOTIFICATIONS_CHANGED = 'notifications:changed';

export interface NotificationsChange {
  instance: string;
  userIds: readonly number[];
}
