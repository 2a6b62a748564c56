import { useSubscription } from 'urql';
import type { ResultOf } from '@gadgets/shared-ui';
import type { CommentEntry, CommentTarget } from '../comments/comments-widget-queries';
import { PageActivity_EventsSubscription } from './page-activity-queries';

/** Like and dislike counts as the server last told them. */
export interface VoteCounts {
  likes: number;
  dislikes: number;
}

/** What happened on the page since it was opened. */
export interface PageActivity {
  /** Comments and replies posted since, oldest first. */
  comments: readonly CommentEntry[];
  /** The newest counts of each comment voted on since, by id. */
  commentVotes: ReadonlyMap<string, VoteCounts>;
  /** The model's newest counts, once someone voted on it since. */
  modelVotes: VoteCounts | null;
}

const NOTHING_YET: PageActivity = { comments: [], commentVotes: new Map(), modelVotes: null };

type ActivityEvent = ResultOf<typeof PageActivity_EventsSubscription>;

/** Folds one event into what is known; an event seen twice (replayed to a late subscriber) changes nothing more. */
export function foldPageActivity(known: PageActivity, { pageActivity: event }: ActivityEvent): PageActivity {
  if (event.commentAdded) {
    const added = event.commentAdded;
    if (known.comments.some((comment) => comment.id === added.id)) return known;
    return { ...known, comments: [...known.comments, added] };
  }
  if (event.commentVotes) {
    const { commentId, likes, dislikes } = event.commentVotes;
    return { ...known, commentVotes: new Map(known.commentVotes).set(commentId, { likes, dislikes }) };
  }
  if (event.modelVotes) return { ...known, modelVotes: { ...event.modelVotes } };
  return known;
}

/**
 * New comments and vote counts of one model page, live while it is open. The comments and the model's votes each ask
 * for it; they share one stream.
 */
export function usePageActivity(target: CommentTarget, paused = false): PageActivity {
  const [live] = useSubscription(
    { query: PageActivity_EventsSubscription, variables: target, pause: paused },
    (known: PageActivity = NOTHING_YET, event: ActivityEvent) => foldPageActivity(known, event),
  );
  return live.data ?? NOTHING_YET;
}
