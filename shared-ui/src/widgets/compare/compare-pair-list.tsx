import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type AccentName, fillingGrid, outlinedPanel, useMediaUrl, VisuallyHidden } from '@gadgets/shared-ui';
import { cardNameOf } from '../model-grid/model-card-name';
import { type SectionLookProps, useSectionLook } from '../section/section-descriptor';
import { compareLinkOf } from './compare-link';

/** One side of a curated pair, as every category's compare-pairs query returns it. */
export interface PairSide {
  name: string;
  img: string | null;
  companyPath: string;
  companyName: string;
  path: string;
}

interface ComparePairListProps extends SectionLookProps {
  pairs: readonly { id: string; one: PairSide; two: PairSide }[];
  /** The category's compare page; each pair opens it through the shareable `?compare=` link. */
  comparePath: string;
}

/** The curated pairs people compare most ('Compare iPhone 17 Pro vs Galaxy S25 Ultra'), on a category's home. */
export function ComparePairList({ pairs, comparePath, ...look }: ComparePairListProps) {
  const { accent, placeholder } = useSectionLook(look);
  return (
    <Pairs aria-label="Popular comparisons">
      {pairs.map(({ id, one, two }) => (
        <li key={id}>
          <Pair
            to={compareLinkOf(
              comparePath,
              [one, two].map((side) => ({ company: side.companyPath, path: side.path })),
            )}
            $accent={accent}
          >
            <VisuallyHidden>Compare </VisuallyHidden>
            <Side side={one} placeholder={placeholder} />
            <Versus $accent={accent}> vs </Versus>
            <Side side={two} placeholder={placeholder} />
          </Pair>
        </li>
      ))}
    </Pairs>
  );
}

/** The pairs' places while they load: the same grid and tile height, so the page below stays where it is. */
export function ComparePairListSkeleton({ count, label = 'Loading comparisons' }: { count: number; label?: string }) {
  return (
    <Pairs as="div" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonPair key={index} data-testid="skeleton-pair" aria-hidden="true" />
      ))}
    </Pairs>
  );
}

function Side({ side, placeholder }: { side: PairSide; placeholder: ReactNode }) {
  const src = useMediaUrl()(side.img);
  return (
    <SideBox>
      {src ? (
        <img src={src} alt="" width={72} height={72} loading="lazy" />
      ) : (
        <span aria-hidden="true">{placeholder}</span>
      )}
      <strong>{cardNameOf(side.name, side.companyName)}</strong>
    </SideBox>
  );
}

const Pairs = styled.ul`
  ${fillingGrid('min(100%, 280px)', '16px')}
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`;

/* Room for a picture and a name over two lines, so tiles are one height whether or not a name wraps. */
const PAIR_HEIGHT = '154px';

const Pair = styled(Link)<{ $accent: AccentName }>`
  display: flex;
  min-height: ${PAIR_HEIGHT};
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 16px;
  ${outlinedPanel('surface')}
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color 0.15s,
    transform 0.15s;
  &:hover {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    transform: translateY(-2px);
  }
`;

const SideBox = styled.span`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  text-align: center;
  font-size: 0.9rem;
  /* A fixed box, whatever the picture's shape, so the pair does not move when it loads. */
  img {
    display: block;
    width: 100%;
    height: 72px;
    object-fit: contain;
  }
`;

const Versus = styled.span<{ $accent: AccentName }>`
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: 0.8rem;
  text-transform: uppercase;
  white-space: pre;
`;

const SkeletonPair = styled.div`
  height: ${PAIR_HEIGHT};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.skeleton};
`;
