import { useState } from 'react';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { COMPARE_LIMIT, readFragment, useAppStore } from '@gadgets/shared-ui';
import { SEARCH_DEBOUNCE_MS, SearchResultFields, useDebouncedValue } from '@gadgets/shared-ui/widgets';
import { LaptopCompareSearch_SearchQuery } from './laptop-compare-queries';

/** Adds a laptop found by name to the visitor's compare list, under the shared compare-list rules. */
export function LaptopCompareSearch() {
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const searchKey = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const addToCompare = useAppStore((state) => state.addToCompare);
  const [result] = useQuery({ query: LaptopCompareSearch_SearchQuery, variables: { searchKey }, pause: searchKey === '' });
  const hits = searchKey === '' ? [] : (result.data?.searchLaptops ?? []).map((hit) => readFragment(SearchResultFields, hit));

  const add = (company: string, path: string, name: string) => {
    const outcome = addToCompare('laptop', { company, path });
    setMessage(
      outcome === 'added'
        ? `${name} was added to the comparison.`
        : outcome === 'already-present'
          ? `${name} is already in the comparison.`
          : `You can compare up to ${COMPARE_LIMIT} laptops. Remove one to add another.`,
    );
    if (outcome === 'added') setText('');
  };

  return (
    <Box>
      <label>
        Add a laptop to compare
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Search laptops by name" autoComplete="off" />
      </label>
      <p role="status">{message}</p>
      {hits.length > 0 ? (
        <ul aria-label="Laptops found">
          {hits.map((hit) => (
            <li key={`${hit.companyPath}/${hit.path}`}>
              <button type="button" onClick={() => add(hit.companyPath, hit.path, `${hit.companyName} ${hit.name}`)}>
                Add {hit.companyName} {hit.name}
              </button>
            </li>
          ))}
        </ul>
      ) : searchKey !== '' && !result.fetching ? (
        <p>No results found for &quot;{searchKey}&quot;</p>
      ) : null}
    </Box>
  );
}

const Box = styled.section`
  margin-top: 32px;
  max-width: 560px;
  label { display: flex; flex-direction: column; gap: 6px; font-weight: 700; }
  input { padding: 8px 12px; border-radius: ${({ theme }) => theme.radius.round}; border: 1px solid ${({ theme }) => theme.colors.border}; }
  ul { margin: 8px 0 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
  button {
    width: 100%;
    padding: 8px 12px;
    text-align: left;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;
