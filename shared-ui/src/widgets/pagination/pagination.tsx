import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { bareList, wrappingRow } from '@gadgets/shared-ui';
import { paginationWindow } from './pagination-window';
import { accentFill } from '../accent-colors';
import { useSectionAccent } from '../section/section-descriptor';

interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Page links are `{basePath}?page={n}`. */
  basePath: string;
  accent?: AccentName;
}

/** Numbered page links; hidden when there is one page or none. */
export function Pagination({ currentPage, totalPages, basePath, accent: givenAccent }: PaginationProps) {
  const accent = useSectionAccent(givenAccent);
  if (totalPages <= 1) return null;
  const href = (page: number) => `${basePath}?page=${page}`;
  const isFirst = currentPage <= 1;
  const isLast = currentPage >= totalPages;

  return (
    <Nav aria-label="Pagination" $accent={accent}>
      {isFirst ? <Disabled aria-disabled="true">Previous</Disabled> : <Step to={href(currentPage - 1)}>Previous</Step>}
      <ol>
        {paginationWindow(currentPage, totalPages).map((token) =>
          typeof token === 'number' ? (
            <li key={token}>
              <PageLink
                to={href(token)}
                aria-label={`Page ${token}`}
                aria-current={token === currentPage ? 'page' : undefined}
                $accent={accent}
              >
                {token}
              </PageLink>
            </li>
          ) : (
            <li key={token} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
      </ol>
      {isLast ? <Disabled aria-disabled="true">Next</Disabled> : <Step to={href(currentPage + 1)}>Next</Step>}
    </Nav>
  );
}

/* Applied with a doubled class (&&) so an embedded section's scoped 'a { color: inherit }' cannot win. */
const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  font-size: 0.9rem;
`;

const Nav = styled.nav<{ $accent: AccentName }>`
  ${wrappingRow('8px')}
  justify-content: center;
  margin: 32px 0 8px;
  ol {
    display: flex;
    gap: 6px;
    ${bareList}
  }
  a:hover {
    border-color: ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

const Step = styled(Link)`
  && {
    ${control}
  }
`;
const PageLink = styled(Link)<{ $accent: AccentName }>`
  && {
    ${control}
  }
  &&[aria-current='page'] {
    background: ${({ theme, $accent }) => accentFill(theme, $accent)};
    border-color: ${({ theme, $accent }) => accentFill(theme, $accent)};
    color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  }
`;
const Disabled = styled.span`
  ${control}
  opacity: 0.45;
  cursor: not-allowed;
`;
const Ellipsis = styled.span`
  ${control}
  border-color: transparent;
  background: transparent;
`;
