import { useMemo } from 'react';
import styled from 'styled-components';
import { bareList, outlinedPill } from '@gadgets/shared-ui';
import { ReportButton } from '../moderation/report-button';
import { useOlderReviews } from './older-reviews';
import type { ReviewEntry, ReviewTarget } from './reviews-queries';
import { StarsShown } from './stars';
import { dayText } from '../calendar-day';

interface ReviewListProps {
  target: ReviewTarget;
  /** The first page, newest first, and where the next older page starts. */
  items: readonly ReviewEntry[];
  nextCursor: string | null;
}

/** The reviews, newest first, with "Show more" for older ones. */
export function ReviewList({ target, items, nextCursor }: ReviewListProps) {
  const more = useOlderReviews(target, nextCursor);
  const reviews = useMemo(() => {
    const listed = new Set(items.map((review) => review.id));
    return [...items, ...more.older.filter((review) => !listed.has(review.id))];
  }, [items, more.older]);

  return (
    <>
      <List aria-label="Reviews">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </List>
      {more.error ? <Problem role="alert">Older reviews could not be loaded: {more.error}</Problem> : null}
      {more.hasMore ? (
        <ShowMore type="button" aria-busy={more.loading} disabled={more.loading} onClick={more.showMore}>
          {more.loading ? 'Loading…' : 'Show more'}
        </ShowMore>
      ) : null}
    </>
  );
}

function ReviewItem({ review }: { review: ReviewEntry }) {
  return (
    <Item aria-label={`Review by ${review.author}`}>
      <Header>
        <strong>{review.author}</strong>
        <StarsShown rating={review.rating} />
        <time dateTime={review.createdAt}>{dayText(review.createdAt)}</time>
        {review.updatedAt !== review.createdAt ? <span>(edited)</span> : null}
      </Header>
      {review.text ? <Text>{review.text}</Text> : null}
      <div>
        <ReportButton content="REVIEW" id={review.id} author={review.author} />
      </div>
    </Item>
  );
}

const List = styled.ul`
  ${bareList}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

const ShowMore = styled.button`
  align-self: center;
  padding: 8px 18px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;
