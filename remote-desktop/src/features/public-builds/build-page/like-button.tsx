import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, outlinedPill, useAppStore, useHydrated } from '@gadgets/shared-ui';
import { accentFill } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';
import { LikeButton_LikeMutation, LikeButton_MyLikeQuery } from './public-build-queries';

interface LikeButtonProps {
  buildId: string;
  /** The count the page was rendered with (the same for everyone). */
  likeCount: number;
}

/** Like or unlike a build; keyed by the visitor, so signing in or out starts from their own state. */
export function LikeButton(props: LikeButtonProps) {
  const viewer = useAppStore((state) => state.auth.user?.email ?? null);
  return <ViewerLikeButton key={viewer ?? ''} {...props} />;
}

/**
 * The count and 'Like', pressed when the signed-in visitor likes the build (read after hydration: the server renders
 * the page as an anonymous visitor sees it). Signed out, a click offers sign-in.
 */
function ViewerLikeButton({ buildId, likeCount }: LikeButtonProps) {
  const hydrated = useHydrated();
  const signedIn = useAppStore((state) => state.auth.status === 'authenticated') && hydrated;
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const [mine] = useQuery({ query: LikeButton_MyLikeQuery, variables: { id: buildId }, pause: !signedIn });
  const [liking, runLike] = useMutation(LikeButton_LikeMutation);
  const [changed, setChanged] = useState<{ likeCount: number; likedByMe: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const liked = changed?.likedByMe ?? (signedIn && mine.data?.myPublicBuildLike === true);
  const count = changed?.likeCount ?? likeCount;

  const toggle = async () => {
    if (!signedIn) {
      setMessage('Sign in to like builds.');
      openAccountMenu();
      return;
    }
    setMessage(null);
    const outcome = await runLike({ id: buildId, liked: !liked });
    if (outcome.data) setChanged(outcome.data.likePublicBuild);
    else setMessage(errorMessageOf(outcome.error));
  };

  return (
    <Likes>
      <button type="button" aria-pressed={liked} disabled={liking.fetching} onClick={() => void toggle()}>
        {liked ? 'Liked' : 'Like'}
      </button>
      <span>{count === 1 ? '1 like' : `${count} likes`}</span>
      {message ? <small role="status">{message}</small> : null}
    </Likes>
  );
}

const Likes = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  button {
    padding: 4px 14px;
    ${outlinedPill}
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => accentFill(theme, DESKTOP_SECTION.accent)};
    color: ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].contrastText};
  }
`;
