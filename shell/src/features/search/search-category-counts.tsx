import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CategoryCounts } from './use-search-session';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The overlay lists phones; this line says how many phones, laptops and bikes match, the others linking to /search
 * where they are listed, and PC parts when any match. A count still loading (or whose search failed) is left out.
 */
export function SearchCategoryCounts({
  counts,
  searchPageHref,
  onFollow,
}: {
  counts: CategoryCounts;
  searchPageHref: string;
  onFollow: () => void;
}) {
  return (
    <Line aria-label="Results per category">
      <li>{plural(counts.phones, 'phone', 'phones')}</li>
      {counts.laptops !== null ? (
        <li>
          <Link to={`${searchPageHref}#laptops`} onClick={onFollow}>
            {plural(counts.laptops, 'laptop', 'laptops')}
          </Link>
        </li>
      ) : null}
      {counts.bikes !== null ? (
        <li>
          <Link to={`${searchPageHref}#bikes`} onClick={onFollow}>
            {plural(counts.bikes, 'bike', 'bikes')}
          </Link>
        </li>
      ) : null}
      {counts.parts ? (
        <li>
          <Link to={`${searchPageHref}#pc-parts`} onClick={onFollow}>
            {plural(counts.parts, 'PC part', 'PC parts')}
          </Link>
        </li>
      ) : null}
    </Line>
  );
}

const Line = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  padding: 8px 16px;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;
