import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, outlinedPanel, useAppStore, useHydrated } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import { SkeletonLines } from '../skeletons/skeletons';
import { ReviewForm, SecondaryButton } from './review-form';
import { ReviewsSection_MyReviewQuery, type ReviewTarget } from './reviews-queries';

interface MyReviewProps {
  target: ReviewTarget;
  accent: AccentName;
  /** After a save or a delete: the summary and the list are read again. */
  onChanged: () => void;
}

/**
 * The visitor's own rating: an invitation to sign in, or the form (prefilled once they have reviewed). Decided in
 * the browser only: the server renders the page as a signed-out first visit for everyone, so until hydration and
 * the session check this keeps the place with nothing in it.
 */
export function MyReview({ target, accent, onChanged }: MyReviewProps) {
  const hydrated = useHydrated();
  const session = useAppStore((state) => state.auth.status);
  const viewer = useAppStore((state) => state.auth.user?.email ?? null);
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const signInOffered = useAppStore((state) => state.signInOffered);
  // Network-only: read afresh whenever it runs again (signing in unpauses it), never from another session's cache.
  const [result, reexecute] = useQuery({
    query: ReviewsSection_MyReviewQuery,
    variables: target,
    pause: !hydrated || viewer === null,
    requestPolicy: 'network-only',
  });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The form is drawn anew after a change, so focus goes to what happened rather than to the page's top.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  if (!hydrated || session === 'loading') return <Reserved />;
  if (viewer === null) {
    // Nobody can sign in here (a section alone or embedded in a partner's page): the reviews to read only.
    if (!signInOffered) return null;
    return (
      <Invitation>
        <span>Used this model? Share your rating with others.</span>
        <AccentButton type="button" onClick={openAccountMenu} $accent={accent}>
          Sign in to rate this model
        </AccentButton>
      </Invitation>
    );
  }
  const data = result.data;
  if (!data && result.error) {
    return (
      <Invitation role="alert">
        <span>Your review could not be loaded: {errorMessageOf(result.error)}</span>
        <SecondaryButton type="button" onClick={reload}>
          Try again
        </SecondaryButton>
      </Invitation>
    );
  }
  if (!data) return <SkeletonLines lines={3} label="Loading your review" />;
  const review = data.myModelReview ?? null;
  return (
    <>
      {notice ? (
        <Notice ref={noticeRef} role="status" tabIndex={-1}>
          {notice}
        </Notice>
      ) : null}
      <ReviewForm
        key={review ? `${review.id}@${review.updatedAt}` : 'new'}
        target={target}
        review={review}
        accent={accent}
        onChanged={(change) => {
          setNotice(change === 'saved' ? 'Your review was saved.' : 'Your review was deleted.');
          reload();
          onChanged();
        }}
      />
    </>
  );
}

/** As tall as the invitation, so the list below does not move when it appears. */
const Reserved = styled.div`
  min-height: 72px;
`;

const Invitation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 72px;
  padding: 14px 16px;
  ${outlinedPanel('surfaceRaised')}
`;

const Notice = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &:focus {
    outline: none;
  }
`;
