import type { createPubSub } from 'graphql-yoga';

/** The publish/subscribe channel between resolvers and API instances (through Redis when REDIS_URL is set). */
export type PubSub = ReturnType<typeof createPubSub>;

/** Published after a catalogue write: the other instances clear their read caches. */
export const CATALOGUE_CHANGED = 'catalogue:changed';

/** Published after a comment is added to a page: every instance drops the page's kept thread (payload: its topic). */
export const COMMENTS_CHANGED = 'comments:changed';
