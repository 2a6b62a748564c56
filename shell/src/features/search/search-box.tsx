import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { outlinedPill, useAppStore } from '@gadgets/shared-ui';
import { preloadSearchDialog } from './search-overlay';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** The header's read-only search box: it only opens the search overlay. */
export function SearchBox() {
  const openSearch = useAppStore((state) => state.openSearch);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    openSearch();
  };
  return (
    <Box>
      <input
        type="search"
        readOnly
        aria-label="Search phones"
        aria-haspopup="dialog"
        placeholder="Search for premium mobiles..."
        onClick={openSearch}
        onKeyDown={onKeyDown}
        onFocus={() => void preloadSearchDialog()}
        onPointerEnter={() => void preloadSearchDialog()}
      />
    </Box>
  );
}

const Box = styled.div`
  flex: 1;
  max-width: 460px;
  min-width: 0;
  input {
    width: 100%;
    padding: 10px 16px 10px 40px;
    ${outlinedPill}
    background: ${({ theme }) => theme.colors.surfaceRaised}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' width='18' height='18'%3E%3Ccircle cx='11' cy='11' r='7' fill='none' stroke='%2364748b' stroke-width='2'/%3E%3Cline x1='16.5' y1='16.5' x2='21' y2='21' stroke='%2364748b' stroke-width='2' stroke-linecap='round'/%3E%3C/svg%3E")
      no-repeat 14px center;
    color: inherit;
  }
  input::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;
