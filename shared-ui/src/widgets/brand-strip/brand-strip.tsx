import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMediaUrl } from '../../graphql/site-config';
import type { AccentName } from '../../theme/design-tokens';
import { useCompanies, type CompanyCategory } from './companies-query';

const SKELETON_TILES = 20;

interface BrandStripProps {
  category: CompanyCategory;
  /** Section path the tiles link into, e.g. `/bike` → `/bike/honda`. */
  basePath: string;
  selected?: string;
  accent?: AccentName;
  emptyText?: string;
}

/** Brand path rule of the spec: the name lower-cased with spaces removed. */
export const brandPathOf = (name: string) => name.toLowerCase().replace(/\s+/g, '');

export function BrandStrip({ category, basePath, selected, accent = 'blue', emptyText = 'No companies available' }: BrandStripProps) {
  const { companies, fetching, error, retry } = useCompanies(category);
  const mediaUrl = useMediaUrl();

  if (fetching && companies.length === 0) {
    return (
      <Strip aria-busy="true" aria-label="Loading brands">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <SkeletonTile key={index} />
        ))}
      </Strip>
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
    <Strip aria-label="Brands">
      {companies.map((company) => {
        const path = brandPathOf(company.name);
        return (
          <Tile
            key={company.path}
            to={`${basePath}/${path}`}
            $accent={accent}
            aria-current={selected === path ? 'page' : undefined}
          >
            {company.logo ? <img src={mediaUrl(company.logo)} alt="" width={48} height={48} loading="lazy" /> : null}
            <span>{company.name}</span>
          </Tile>
        );
      })}
    </Strip>
  );
}

const Strip = styled.nav`
  display: flex;
  gap: 12px;
  overflow-x: auto;
  padding: 8px 2px 12px;
  scroll-behavior: smooth;
  scrollbar-width: thin;
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
  transition: border-color 0.15s, transform 0.15s;
  img { width: 48px; height: 48px; object-fit: contain; }
  &:hover { border-color: ${({ theme, $accent }) => theme.accents[$accent].base}; transform: translateY(-2px); }
  &[aria-current='page'] {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
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
  button { margin-left: 8px; }
`;
