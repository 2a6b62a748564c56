import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedPanel, type ResultOf } from '@gadgets/shared-ui';
import { publicBuildPath } from '../../../public-build-addresses';
import type { PublicBuildSummaryFields } from '../public-build-fields';
import { dateText, totalText } from '../public-build-text';

type PublicBuildSummary = ResultOf<typeof PublicBuildSummaryFields>;

/** One build in the gallery: its name (the link to its page), who published it when, its CPU, card, total and likes. */
export function PublicBuildCard({ build }: { build: PublicBuildSummary }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={publicBuildPath(build.id)}>{build.name}</Link>
      </h2>
      <Byline>
        by {build.authorName} · {dateText(build.publishedAt)}
      </Byline>
      <dl>
        <dt>CPU</dt>
        <dd>{build.cpu ?? 'None chosen'}</dd>
        <dt>Video card</dt>
        <dd>{build.gpu ?? 'None chosen'}</dd>
        <dt>Total</dt>
        <dd>{totalText(build.total)}</dd>
        <dt>Likes</dt>
        <dd>{build.likeCount}</dd>
      </dl>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 16px;
  ${outlinedPanel('surface')}
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
