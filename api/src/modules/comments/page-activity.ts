import type { PubSub } from '../../events/topics';
import { topic, type ThreadKey } from './thread-key';
import type { CommentView } from './comment-view';

/**
 * The live channel of one model page (through Redis to every instance when REDIS_URL is set): new comments and new
 * vote counts travel in one stream, so an open page holds one subscription, not one per widget.
 */
export const PAGE_ACTIVITY = 'pageActivity';

/** One thing that happened on a page; exactly one field is set. Counts only: a viewer's own vote is theirs. */
export type PageActivityEvent =
  | { commentAdded: CommentView }
  | { commentVotes: { commentId: string; likes: number; dislikes: number } }
  | { modelVotes: { likes: number; dislikes: number } };

export function publishPageActivity(pubSub: PubSub, page: ThreadKey, event: PageActivityEvent): void {
  pubSub.publish(PAGE_ACTIVITY, topic(page), event);
}
