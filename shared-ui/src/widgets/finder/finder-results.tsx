import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';

/** Filters beside results; one column on narrow screens. */
export const FinderLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

export const FinderResultsColumn = styled.div`
  min-width: 0;
`;

/**
 * The last answer stays up while the next one loads, so 'N laptops' and the option counts change in place instead of
 * blinking to a skeleton at every click.
 */
export function useLastDefined<Value>(value: Value | undefined): Value | undefined {
  const [last, setLast] = useState<Value | undefined>(undefined);
  useEffect(() => {
    if (value !== undefined) setLast(value);
  }, [value]);
  return value ?? last;
}

/** Above the results: the exact count (announced to screen readers), the sort, and 'Clear filters' when filtered. */
export function FinderToolbar<Sort extends string>({
  countText,
  sort,
  sorts,
  onSort,
  onClear,
}: {
  countText: string;
  sort: Sort;
  sorts: readonly { value: Sort; label: string }[];
  onSort: (sort: Sort) => void;
  /** Present when there is something to clear. */
  onClear?: (() => void) | undefined;
}) {
  return (
    <Toolbar>
      <Count role="status" aria-live="polite">
        {countText}
      </Count>
      <label>
        Sort by{' '}
        <select value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
          {sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {onClear ? <FinderClearButton onClick={onClear} /> : null}
    </Toolbar>
  );
}

export function FinderClearButton({ onClick }: { onClick: () => void }): ReactNode {
  return (
    <ClearButton type="button" onClick={onClick}>
      Clear filters
    </ClearButton>
  );
}

/** Previous and next keep every filter in the address; only the page changes. */
export function FinderPager({
  page,
  totalPages,
  hrefOf,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pager aria-label="Finder pages">
      {page > 1 ? <Link to={hrefOf(page - 1)}>Previous</Link> : <span aria-disabled="true">Previous</span>}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? <Link to={hrefOf(page + 1)}>Next</Link> : <span aria-disabled="true">Next</span>}
    </Pager>
  );
}

const Toolbar = styled.div`
  ${wrappingRow('12px')}
  margin-bottom: 16px;
  select {
    margin-left: 4px;
    padding: 4px 8px;
  }
`;

const Count = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 800;
  font-size: 1.1rem;
`;

const ClearButton = styled.button`
  padding: 4px 12px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
  [aria-disabled='true'] {
    opacity: 0.45;
  }
`;
