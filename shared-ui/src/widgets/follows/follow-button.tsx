import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, outlinedPill, useAppStore, type AccentName } from '@gadgets/shared-ui';
import {
  FollowButton_FollowMutation,
  FollowButton_MyFollowsQuery,
  FollowButton_UnfollowMutation,
} from './follow-queries';

/** What a page offers to follow: its model, its brand, or its search (the address with its filters). */
export type FollowTarget =
  | { kind: 'MODEL'; category: string; brand: string; path: string }
  | { kind: 'BRAND'; category: string; brand: string }
  | { kind: 'SEARCH'; category: string; search: string; filter?: unknown };

/** The address the API gives a follow of this target (how a page finds it among the viewer's follows). */
export function followAddressOf(target: FollowTarget): string {
  if (target.kind === 'SEARCH') return target.search;
  if (target.kind === 'BRAND') return `/${target.category}/${target.brand.toLowerCase()}`;
  return `/${target.category}/${target.brand.toLowerCase()}/${target.path}`;
}

/** Refetches every open follow list after a change (urql's document cache keys lists by their types). */
const FOLLOW_TYPES = { additionalTypenames: ['Follow'] };

/**
 * Follow / Following for a model, a brand or a search. The visitor's follows are read in the browser only (the page
 * is the same for everyone) and again when they sign in or out; a signed-out press opens sign-in and follows once
 * signed in.
 */
export function FollowButton({
  target,
  label = 'Follow',
  accent = 'blue',
}: {
  target: FollowTarget;
  label?: string;
  accent?: AccentName;
}) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const viewer = useAppStore((state) => state.auth.user?.email ?? null);
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const signInOffered = useAppStore((state) => state.signInOffered);
  const [result] = useQuery({
    query: FollowButton_MyFollowsQuery,
    pause: !inBrowser || viewer === null,
    context: useMemo(() => FOLLOW_TYPES, []),
  });
  const [following, follow] = useMutation(FollowButton_FollowMutation);
  const [unfollowing, unfollow] = useMutation(FollowButton_UnfollowMutation);
  const [error, setError] = useState<string | null>(null);
  const [intended, setIntended] = useState(false);
  const address = followAddressOf(target);
  const existing =
    viewer === null
      ? undefined
      : result.data?.myFollows.find((entry) => entry.kind === target.kind && entry.address === address);

  const toggle = async () => {
    setError(null);
    const outcome = existing
      ? await unfollow({ id: existing.id }, FOLLOW_TYPES)
      : await follow({ target: { ...target } }, FOLLOW_TYPES);
    if (outcome.error) setError(errorMessageOf(outcome.error));
  };
  const toggleLatest = useRef(toggle);
  toggleLatest.current = toggle;

  // The follow pressed while signed out, once the visitor's follows are known (it may be followed already).
  useEffect(() => {
    if (!intended || viewer === null || !result.data) return;
    setIntended(false);
    if (!existing) void toggleLatest.current();
  }, [intended, viewer, result.data, existing]);

  const busy = following.fetching || unfollowing.fetching;
  // Nobody can sign in here (a section alone or embedded in a partner's page): nothing to offer.
  if (viewer === null && !signInOffered) return null;
  return (
    <>
      <Button
        type="button"
        aria-pressed={Boolean(existing)}
        disabled={busy}
        $accent={accent}
        onClick={() => {
          if (viewer === null) {
            setIntended(true);
            openAccountMenu();
          } else void toggle();
        }}
      >
        {existing ? 'Following' : label}
      </Button>
      {error ? <Problem role="alert">Could not change what you follow: {error}</Problem> : null}
    </>
  );
}

const Button = styled.button<{ $accent: AccentName }>`
  padding: 8px 14px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &[aria-pressed='true'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  }
`;

const Problem = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Follow the search this page shows: its address with every filter (the page number left out). */
export function FollowSearchButton({ accent, filter }: { accent?: AccentName; filter?: unknown }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.delete('page');
  const rest = query.toString();
  const search = `${location.pathname}${rest ? `?${rest}` : ''}`;
  const category = location.pathname.split('/')[1] ?? '';
  return (
    <FollowButton target={{ kind: 'SEARCH', category, search, filter }} label="Follow this search" accent={accent} />
  );
}
