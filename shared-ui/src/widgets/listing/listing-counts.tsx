import styled from 'styled-components';
import { wrappingRow } from '@gadgets/shared-ui';
import { availableText, showingText } from './listing-text';

interface ListingCountsProps {
  total: number;
  page: number;
  pageSize: number;
  shown: number;
  /** The noun in singular and plural: ['laptop', 'laptops']. */
  noun: readonly [string, string];
}

/** 'N laptops available' and 'Showing a-b of N' above a listing grid. */
export function ListingCounts({ total, page, pageSize, shown, noun }: ListingCountsProps) {
  return (
    <Counts>
      <h2>{availableText(total, noun[0], noun[1])}</h2>
      <span>{showingText(page, pageSize, shown, total)}</span>
    </Counts>
  );
}

const Counts = styled.div`
  ${wrappingRow('8px', 'normal')}
  justify-content: space-between;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
