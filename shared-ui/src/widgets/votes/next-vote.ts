export type Vote = 'like' | 'dislike' | null;

/** Toggling one vote clears the other; pressing the active one clears it. */
export function nextVote(current: Vote, pressed: 'like' | 'dislike'): Vote {
  return current === pressed ? null : pressed;
}

/** The counts as they stand once `next` replaces `current` (shown at once, before the server answers). */
export function countsAfter(
  counts: { likes: number; dislikes: number },
  current: Vote,
  next: Vote,
): { likes: number; dislikes: number } {
  const change = (vote: Vote) => (next === vote ? 1 : 0) - (current === vote ? 1 : 0);
  return { likes: counts.likes + change('like'), dislikes: counts.dislikes + change('dislike') };
}
