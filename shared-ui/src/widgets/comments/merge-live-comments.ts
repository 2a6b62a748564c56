import type { VoteCounts } from '../page-activity/use-page-activity';
import type { CommentEntry } from './comments-widget-queries';

/**
 * Folds comments that arrived live into the loaded list: new top-level comments go first (the list
 * is newest first), replies go under their parent (oldest first). Older pages read with "Show more" follow the
 * first page. Anything already listed is skipped, so a refetch that includes them changes nothing.
 */
export function mergeLiveComments(
  loaded: readonly CommentEntry[],
  live: readonly CommentEntry[],
  older: readonly CommentEntry[] = [],
): CommentEntry[] {
  const known = new Set<string>();
  const listed: CommentEntry[] = [];
  for (const comment of [...loaded, ...older]) {
    if (known.has(comment.id)) continue;
    listed.push(comment);
    known.add(comment.id);
    for (const reply of comment.replies ?? []) known.add(reply.id);
  }
  let merged = listed.map((comment) => ({ ...comment, replies: [...(comment.replies ?? [])] }));
  for (const comment of live) {
    if (known.has(comment.id)) continue;
    known.add(comment.id);
    const parent = comment.parentId ? merged.find((candidate) => candidate.id === comment.parentId) : undefined;
    if (parent) parent.replies.push(comment);
    else merged = [{ ...comment, replies: [...(comment.replies ?? [])] }, ...merged];
  }
  return merged;
}

/** The comments with the counts that arrived live since they were read (replies included). */
export function withLiveVotes(
  comments: readonly CommentEntry[],
  votes: ReadonlyMap<string, VoteCounts>,
): CommentEntry[] {
  if (votes.size === 0) return [...comments];
  const counted = (comment: CommentEntry): CommentEntry => {
    const counts = votes.get(comment.id);
    const replies = comment.replies?.map(counted);
    return { ...comment, ...(counts ?? {}), ...(replies ? { replies } : {}) };
  };
  return comments.map(counted);
}
