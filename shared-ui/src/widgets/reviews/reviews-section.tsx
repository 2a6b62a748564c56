import { useId, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, outlinedPanel } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { SkeletonLines } from '../skeletons/skeletons';
import { StatusPanel } from '../status-panel/status-panel';
import { MyReview } from './my-review';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import { ReviewsSection_ReviewsQuery, type ReviewTarget } from './reviews-queries';

interface ReviewsSectionProps extends ReviewTarget {
  accent?: AccentName;
}

/** Ratings and reviews of one model page. Keyed by its target so switching models starts afresh. */
export function ReviewsSection(props: ReviewsSectionProps) {
  return <ReviewsForTarget key={`${props.category}/${props.brand}/${props.path}`} {...props} />;
}

/**
 * The summary and the list come with the page (server-rendered, like the comments); the visitor's own review is
 * read in the browser. After the visitor saves or deletes theirs, the summary and the list are read again.
 */
function ReviewsForTarget({ category, brand, path, accent = 'green' }: ReviewsSectionProps) {
  const target = useMemo(() => ({ category, brand, path }), [category, brand, path]);
  const [result, refetch] = useQuery({ query: ReviewsSection_ReviewsQuery, variables: target, pause: !brand || !path });
  /** Bumped on every reload, which drops the older pages read so far: they may have changed too. */
  const [generation, setGeneration] = useState(0);
  const headingId = useId();
  const reviews = result.data?.modelReviews;
  const reload = () => {
    setGeneration((current) => current + 1);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Ratings and reviews</h2>
      {reviews ? (
        <ReviewSummary summary={reviews} />
      ) : result.error ? (
        <StatusPanel
          tone="error"
          title="Unable to Load Reviews"
          message={errorMessageOf(result.error)}
          action={{ label: 'Try Again', onClick: reload }}
          accent={accent}
        />
      ) : (
        <SkeletonLines lines={3} label="Loading reviews" />
      )}
      <MyReview target={target} accent={accent} onChanged={reload} />
      {reviews && reviews.items.length > 0 ? (
        <ReviewList key={generation} target={target} items={reviews.items} nextCursor={reviews.nextCursor} />
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 32px;
  padding: 24px;
  ${outlinedPanel('surface')}
  border-radius: ${({ theme }) => theme.radius.large};
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;
