import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useAppStore } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { fromServer } from './use-vote';
import { VoteButtons } from './vote-buttons';
import { VoteButtons_ModelVotesQuery } from './vote-queries';
import { usePageActivity } from '../page-activity/use-page-activity';

interface ModelVoteButtonsProps {
  category: string;
  brand: string;
  path: string;
  /** Counts the page was drawn with, shown until the page's votes are read. */
  likes: number;
  dislikes: number;
  accent?: AccentName;
}

/**
 * Votes on a model page. The counts and the visitor's own vote are read in the browser: the page itself is the same
 * for every visitor (a CDN may keep it), and the vote is the visitor's. Read again when the visitor signs in or out;
 * votes cast by others while it is open change the counts live.
 */
export function ModelVoteButtons({ category, brand, path, likes, dislikes, accent }: ModelVoteButtonsProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const viewer = useAppStore((state) => state.auth.user?.email ?? null);
  const variables = useMemo(() => ({ category, brand, path }), [category, brand, path]);
  const [result, reexecute] = useQuery({ query: VoteButtons_ModelVotesQuery, variables, pause: !inBrowser });
  useEffect(() => {
    if (inBrowser) reexecute({ requestPolicy: 'network-only' });
  }, [viewer, inBrowser, reexecute]);
  // Votes cast elsewhere while the page is open (the comments' stream: one subscription for both).
  const live = usePageActivity(variables, !inBrowser).modelVotes;
  const tally = result.data?.modelVotes;
  const target = useMemo(() => ({ kind: 'model' as const, category, brand, path }), [category, brand, path]);
  return (
    <VoteButtons
      target={target}
      likes={live?.likes ?? tally?.likes ?? likes}
      dislikes={live?.dislikes ?? tally?.dislikes ?? dislikes}
      myVote={fromServer(tally?.myVote)}
      accent={accent}
    />
  );
}
