import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMediaUrl } from '@gadgets/shared-ui';
import type { AccentName, CatalogueSectionName } from '@gadgets/shared-ui';
import { brandStripActivePage, brandStripPageCount, brandStripPageOffset } from './brand-strip-pages';
import { useBrands } from './companies-query';
import { useSectionAccent } from '../section/section-descriptor';

const SKELETON_TILES = 20;

interface BrandStripProps {
  section: CatalogueSectionName;
  /** Section path the tiles link into, e.g. `/bike` → `/bike/honda`. */
  basePath: string;
  /** The brand path of the page being shown; its tile is highlighted. */
  selected?: string;
  accent?: AccentName;
  emptyText?: string;
}

/** Brand path rule of the spec: the name lower-cased with spaces removed. */
export const brandPathOf = (name: string) => name.toLowerCase().replace(/\s+/g, '');

interface StripPages {
  count: number;
  active: number;
}

/** A horizontally scrolling row of brand tiles, with page dots that scroll it smoothly. */
export function BrandStrip({
  section,
  basePath,
  selected,
  accent: givenAccent,
  emptyText = 'No companies available',
}: BrandStripProps) {
  const accent = useSectionAccent(givenAccent);
  const { brands: companies, fetching, error, retry } = useBrands(section);
  const mediaUrl = useMediaUrl();
  const stripRef = useRef<HTMLElement>(null);
  const [pages, setPages] = useState<StripPages>({ count: 2, active: 0 });
  const selectedPath = selected?.toLowerCase();

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = {
      count: brandStripPageCount(strip.scrollWidth, strip.clientWidth),
      active: brandStripActivePage(strip.scrollLeft, strip.scrollWidth, strip.clientWidth),
    };
    setPages((current) => (current.count === next.count && current.active === next.active ? current : next));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return undefined;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, companies.length]);

  // Bring the selected brand into view without moving the page vertically.
  useEffect(() => {
    const strip = stripRef.current;
    const tile = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !tile) return;
    const left = tile.offsetLeft - (strip.clientWidth - tile.offsetWidth) / 2;
    if (typeof strip.scrollTo === 'function') strip.scrollTo({ left: Math.max(0, left) });
  }, [selectedPath, companies.length]);

  const scrollToPage = (page: number) => {
    const strip = stripRef.current;
    if (!strip || typeof strip.scrollTo !== 'function') return;
    strip.scrollTo({ left: brandStripPageOffset(page, strip.scrollWidth, strip.clientWidth), behavior: 'smooth' });
    setPages((current) => ({ ...current, active: page }));
  };

  if (fetching && companies.length === 0) {
    // The dots row is drawn empty too, so the page below does not move down when the brands arrive.
    return (
      <div>
        <SkeletonStrip aria-busy="true" aria-label="Loading brands">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <SkeletonTile key={index} />
          ))}
        </SkeletonStrip>
        <Dots aria-hidden="true" data-testid="brand-dots-placeholder" $accent={accent} />
      </div>
    );
  }
  if (error && companies.length === 0) {
    return (
      <Message role="alert">
        Failed to load companies{' '}
        <button type="button" onClick={retry}>
          Retry
        </button>
      </Message>
    );
  }
  if (companies.length === 0) return <Message>{emptyText}</Message>;

  return (
    <div>
      <Strip ref={stripRef} aria-label="Brands">
        {companies.map((company) => {
          const path = brandPathOf(company.name);
          return (
            <Tile
              key={company.path}
              to={`${basePath}/${path}`}
              $accent={accent}
              aria-current={selectedPath === path ? 'page' : undefined}
            >
              {company.logo ? <img src={mediaUrl(company.logo)} alt="" width={48} height={48} loading="lazy" /> : null}
              <span>{company.name}</span>
            </Tile>
          );
        })}
      </Strip>
      <Dots aria-label="Brand pages" $accent={accent}>
        {Array.from({ length: pages.count }, (_, page) => (
          <button
            key={page}
            type="button"
            aria-label={`Brand page ${page + 1}`}
            aria-current={page === pages.active ? 'true' : undefined}
            onClick={() => scrollToPage(page)}
          />
        ))}
      </Dots>
    </div>
  );
}

const Strip = styled.nav`
  display: flex;
  gap: 12px;
  overflow-x: auto;
  padding: 8px 2px 12px;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const SkeletonStrip = styled(Strip)`
  overflow: hidden;
`;

const tileSize = `
  flex: 0 0 112px;
  height: 104px;
`;

const Tile = styled(Link)<{ $accent: AccentName }>`
  ${tileSize}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  text-decoration: none;
  font-size: 0.875rem;
  font-weight: 600;
  transition:
    border-color 0.15s,
    transform 0.15s;
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
  }
  &:hover {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    transform: translateY(-2px);
  }
  &[aria-current='page'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    box-shadow: 0 0 0 2px ${({ theme, $accent }) => theme.accents[$accent].soft};
  }
`;

const Dots = styled.div<{ $accent: AccentName }>`
  display: flex;
  justify-content: center;
  gap: 8px;
  min-height: 8px;
  margin-top: 4px;
  button {
    width: 8px;
    height: 8px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.border};
    cursor: pointer;
    transition:
      width 0.2s,
      background 0.2s;
  }
  button[aria-current='true'] {
    width: 22px;
    background: ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

const SkeletonTile = styled.div`
  ${tileSize}
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Message = styled.p`
  padding: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    margin-left: 8px;
  }
`;
