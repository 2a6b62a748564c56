import type { createPubSub } from 'graphql-yoga';
import type { CatalogueSection } from '../shared/cache';

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
  section?: CatalogueSection;
}

/** Published after a comment is added to a page: every instance drops the page's kept thread (payload: its topic). */
export const COMMENTS_CHANGED = 'comments:changed';
