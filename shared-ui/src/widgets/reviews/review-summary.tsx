import styled from 'styled-components';
import { bareList, VisuallyHidden } from '@gadgets/shared-ui';
import { reviewCountText, starsText } from './review-rules';
import type { ReviewsPage } from './reviews-queries';
import { starColor, StarsShown } from './stars';

type Summary = Pick<ReviewsPage, 'average' | 'count' | 'distribution'>;

/** Five stars first, as shops list them. */
const ROWS = [5, 4, 3, 2, 1];

/** The average (as a number and as stars), how many reviews, and how many gave each number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  if (count === 0 || average === null) {
    return (
      <Empty>
        <strong>No reviews yet</strong>
        <span>Be the first to rate this model.</span>
      </Empty>
    );
  }
  const shown = average.toFixed(1);
  return (
    <Layout>
      <Overall>
        <Average aria-hidden="true">{shown}</Average>
        <StarsShown rating={Number(shown)} size="1.4rem" />
        <span>{reviewCountText(count)}</span>
      </Overall>
      <Distribution aria-label="Ratings by stars">
        {ROWS.map((stars) => {
          const given = distribution[stars - 1] ?? 0;
          return (
            <Row key={stars}>
              <span>
                {starsText(stars)}
                <VisuallyHidden>{': '}</VisuallyHidden>
              </span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${(given / count) * 100}%` }} />
              </Track>
              <Given>
                {given}
                <VisuallyHidden>{given === 1 ? ' review' : ' reviews'}</VisuallyHidden>
              </Given>
            </Row>
          );
        })}
      </Distribution>
    </Layout>
  );
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 32px;
`;

const Overall = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  min-width: 140px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Average = styled.span`
  font-size: 2.6rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
`;

const Distribution = styled.ul`
  ${bareList}
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4.5em 1fr 3em;
  align-items: center;
  gap: 10px;
  font-size: 0.85rem;
`;

const Track = styled.span`
  height: 10px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => starColor(theme)};
`;

const Given = styled.span`
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
`;
