import { useEffect } from 'react';
import { type Client, useClient, useSubscription } from 'urql';
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

/** What one page's stream has told so far, and how many parts of the page listen to it. */
interface Heard {
  activity: PageActivity;
  listeners: number;
}

/**
 * Per GraphQL client (one per page view in the browser, one per server render), what each model page's stream has
 * told so far. The parts of a page subscribe at different times: the vote buttons as the page hydrates, the comments
 * later (they hydrate on their own, below the summary). A comment that arrives in between is heard by the first and
 * must still show in the second, which starts from what was heard instead of from nothing.
 */
const heardByClient = new WeakMap<Client, Map<string, Heard>>();

function heardOn(client: Client): Map<string, Heard> {
  let heard = heardByClient.get(client);
  if (!heard) heardByClient.set(client, (heard = new Map()));
  return heard;
}

const keyOf = ({ category, brand, path }: CommentTarget) => `${category}/${brand}/${path}`;

/**
 * New comments and vote counts of one model page, live while it is open. The comments and the model's votes each ask
 * for it; they share one stream, and what it said before a part started listening (see heardByClient). Once no part
 * of the page listens, it is forgotten: a later visit starts from the counts and comments it loads.
 */
export function usePageActivity(target: CommentTarget, paused = false): PageActivity {
  const heard = heardOn(useClient());
  const key = keyOf(target);
  const [live] = useSubscription(
    { query: PageActivity_EventsSubscription, variables: target, pause: paused },
    (_known: PageActivity | undefined, event: ActivityEvent) => {
      // Every listening part folds each event: folding one twice changes nothing more.
      const entry = heard.get(key) ?? { activity: NOTHING_YET, listeners: 0 };
      entry.activity = foldPageActivity(entry.activity, event);
      heard.set(key, entry);
      return entry.activity;
    },
  );
  useEffect(() => {
    if (paused) return undefined;
    const entry = heard.get(key) ?? { activity: NOTHING_YET, listeners: 0 };
    entry.listeners += 1;
    heard.set(key, entry);
    return () => {
      entry.listeners -= 1;
      if (entry.listeners === 0 && heard.get(key) === entry) heard.delete(key);
    };
  }, [heard, key, paused]);
  return live.data ?? heard.get(key)?.activity ?? NOTHING_YET;
}
