import { useState } from 'react';

export type Vote = 'like' | 'dislike' | null;

/** Toggling one vote clears the other. */
export function nextVote(current: Vote, pressed: 'like' | 'dislike'): Vote {
  return current === pressed ? null : pressed;
}

/**
 * A visitor's like/dislike, kept in the page only (no server call). The shown counts add 1 for the
 * visitor's own active vote.
 */
export function useLocalVote(likes: number, dislikes: number) {
  const [vote, setVote] = useState<Vote>(null);
  return {
    vote,
    likes: likes + (vote === 'like' ? 1 : 0),
    dislikes: dislikes + (vote === 'dislike' ? 1 : 0),
    toggleLike: () => setVote((current) => nextVote(current, 'like')),
    toggleDislike: () => setVote((current) => nextVote(current, 'dislike')),
  };
}
