import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useQuery, type TypedDocumentNode } from 'urql';
import { bareList } from '@gadgets/shared-ui';
import { AccentButton, QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';

interface ShowMorePagesProps<Data> {
  /** A list query taking the cursor of the page before as `$before` (null for the first page). */
  query: TypedDocumentNode<Data, { before?: string | null }>;
  before: string | null;
  pageOf: (data: Data) => { nextCursor: string | null; items: readonly unknown[] };
  renderItems: (data: Data) => ReactNode;
  /** What the skeleton says, what the error says, and the line shown when the first page is empty. */
  loadingLabel: string;
  errorTitle: string;
  empty: string;
}

/**
 * One page of an admin list's items (as <li>s) and, when older ones are left, a "Show more" that adds the next page
 * below: each page keeps its own loading and error states.
 */
export function ShowMorePages<Data>(props: ShowMorePagesProps<Data>) {
  const { query, before, pageOf, renderItems, loadingLabel, errorTitle, empty } = props;
  const [result, reexecute] = useQuery({ query, variables: { before } });
  const [showMore, setShowMore] = useState(false);
  return (
    <QueryStatus
      result={result}
      loading={<SkeletonLines lines={3} label={loadingLabel} />}
      errorTitle={errorTitle}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {(data) => {
        const page = pageOf(data);
        return (
          <>
            {before === null && page.items.length === 0 && <li>{empty}</li>}
            {renderItems(data)}
            {page.nextCursor &&
              (showMore ? (
                <ShowMorePages {...props} before={page.nextCursor} />
              ) : (
                <li>
                  <AccentButton type="button" $accent="green" $size="small" onClick={() => setShowMore(true)}>
                    Show more
                  </AccentButton>
                </li>
              ))}
          </>
        );
      }}
    </QueryStatus>
  );
}

/** An admin list: its items one under another, each closed by a rule. */
export const AdminList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const AdminListItem = styled.li`
  padding-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
`;

/** Who, when and how many, under an item's heading. */
export const AdminItemMeta = styled.p`
  margin: 0 0 8px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
