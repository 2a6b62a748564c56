import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { useAppStore } from '@gadgets/shared-ui';
import { countsAfter, nextVote, type Vote } from './next-vote';
import { VoteButtons_VoteOnCommentMutation, VoteButtons_VoteOnModelMutation } from './vote-queries';

/** What a vote is about: a comment by id, or a model page by its address. */
export type VoteTarget =
  { kind: 'comment'; id: string } | { kind: 'model'; category: string; brand: string; path: string };

/** The counts and the visitor's own vote, as known to this page. */
export interface VoteStanding {
  likes: number;
  dislikes: number;
  vote: Vote;
}

type ServerVote = 'LIKE' | 'DISLIKE' | null;
const toServer = (vote: Vote): ServerVote => (vote === 'like' ? 'LIKE' : vote === 'dislike' ? 'DISLIKE' : null);
export const fromServer = (value: ServerVote | undefined): Vote =>
  value === 'LIKE' ? 'like' : value === 'DISLIKE' ? 'dislike' : null;

/**
 * A signed-in visitor's like or dislike, kept by the server (one per account). The new counts show at once and are
 * replaced by the server's answer; a vote that fails is undone and said so. A signed-out visitor's press opens
 * sign-in, and the vote they meant is cast once they have signed in.
 */
export function useVote(target: VoteTarget, known: VoteStanding) {
  const signedIn = useAppStore((state) => state.auth.status === 'authenticated');
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const signInOffered = useAppStore((state) => state.signInOffered);
  const [, voteOnComment] = useMutation(VoteButtons_VoteOnCommentMutation);
  const [, voteOnModel] = useMutation(VoteButtons_VoteOnModelMutation);
  /** What this page has set since `known` was read; null shows `known`. */
  const [own, setOwn] = useState<VoteStanding | null>(null);
  const [failed, setFailed] = useState(false);
  const [intended, setIntended] = useState<'like' | 'dislike' | null>(null);
  const standing = own ?? known;

  // Newer counts from the page (a reload of the thread, others' votes arriving live) replace the counts set here, and
  // keep the vote set here (the page's own vote may not have been read again); the viewer's votes arriving replace all.
  useEffect(() => {
    setOwn((current) => current && { ...current, likes: known.likes, dislikes: known.dislikes });
  }, [known.likes, known.dislikes]);
  useEffect(() => setOwn(null), [known.vote]);

  const cast = async (next: Vote, from: VoteStanding) => {
    setFailed(false);
    setOwn({ ...countsAfter(from, from.vote, next), vote: next });
    const value = toServer(next);
    const result =
      target.kind === 'comment'
        ? await voteOnComment({ id: target.id, value })
        : await voteOnModel({ category: target.category, brand: target.brand, path: target.path, value });
    const data = result.data as Record<string, { likes: number; dislikes: number; myVote: ServerVote }> | undefined;
    const tally = data?.voteOnComment ?? data?.voteOnModel;
    if (!tally) {
      // Undone: the page's counts as it knows them now (others' votes may have arrived meanwhile).
      setOwn(null);
      setFailed(true);
      return;
    }
    setOwn({ likes: tally.likes, dislikes: tally.dislikes, vote: fromServer(tally.myVote) });
  };
  const castLatest = useRef(cast);
  castLatest.current = cast;
  const standingLatest = useRef(standing);
  standingLatest.current = standing;

  // The vote pressed while signed out: cast as meant (a like stays a like) once the visitor is signed in.
  useEffect(() => {
    if (!signedIn || !intended) return;
    setIntended(null);
    void castLatest.current(intended, standingLatest.current);
  }, [signedIn, intended]);

  return {
    ...standing,
    failed,
    /** Signed out where nobody can sign in (a section alone or embedded): the counts only. */
    canVote: signedIn || signInOffered,
    press(pressed: 'like' | 'dislike') {
      if (!signedIn) {
        setIntended(pressed);
        openAccountMenu();
        return;
      }
      void cast(nextVote(standing.vote, pressed), standing);
    },
  };
}
