import { useId, useState } from 'react';
import { useQuery, type DocumentInput } from 'urql';
import styled from 'styled-components';
import {
  bareList,
  COMPARE_LIMIT,
  type CompareAddResult,
  outlinedPanel,
  useAppStore,
  useMediaUrl,
} from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/use-debounced-value';
import type { ModelSearchResult } from '../search-result/search-result-fields';
import { useComparableSection } from '../section/section-descriptor';

export interface CompareSearchProps<Data> {
  /** The section's search by name, taking the typed words as `searchKey`. */
  query: DocumentInput<Data, { searchKey: string }>;
  hitsOf: (data: Data) => readonly ModelSearchResult[];
}

/** Finds a model of the section by name and adds it to the visitor's compare list, under the compare-list rules. */
export function CompareSearch<Data>({ query, hitsOf }: CompareSearchProps<Data>) {
  const { section, accent, placeholder, compare } = useComparableSection();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ result: CompareAddResult; name: string } | null>(null);
  const searchKey = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAppStore((state) => state.compare[section]);
  const addToCompare = useAppStore((state) => state.addToCompare);
  const mediaUrl = useMediaUrl();
  const inputId = useId();
  const [result] = useQuery<Data, { searchKey: string }>({ query, variables: { searchKey }, pause: searchKey === '' });
  const full = list.length >= COMPARE_LIMIT;
  const hits = searchKey === '' || !result.data ? [] : hitsOf(result.data);

  const add = (hit: ModelSearchResult) => {
    const added = addToCompare(section, { company: hit.companyPath, path: hit.path });
    setOutcome({ result: added, name: hit.name });
    if (added === 'added') setText('');
  };

  return (
    <Panel>
      <label htmlFor={inputId}>Add a {compare.nouns.one} to compare</label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
        }}
        placeholder={compare.searchPlaceholder}
        autoComplete="off"
      />
      <Status role="status" $warn={outcome?.result === 'full' || (full && hits.length > 0)}>
        {outcome?.result === 'added' ? `${outcome.name} was added to the comparison.` : null}
        {outcome?.result === 'already-present' ? `${outcome.name} is already in the comparison.` : null}
        {outcome?.result === 'full' || (full && hits.length > 0 && !outcome)
          ? `You can compare up to ${COMPARE_LIMIT} ${compare.nouns.many}. Remove one to add another.`
          : null}
      </Status>
      {searchKey !== '' && !result.fetching && hits.length === 0 ? (
        <Hint>No results found for &quot;{searchKey}&quot;</Hint>
      ) : null}
      {hits.length > 0 ? (
        <Results aria-label="Search results">
          {hits.map((hit) => {
            const inList = list.some((item) => item.company === hit.companyPath && item.path === hit.path);
            const src = mediaUrl(hit.img);
            return (
              <li key={`${hit.companyPath}/${hit.path}`}>
                {src ? (
                  <img src={src} alt="" width={36} height={36} loading="lazy" />
                ) : (
                  <span aria-hidden="true">{placeholder}</span>
                )}
                <span>
                  <strong>{hit.name}</strong>
                  <small>
                    {hit.companyName}
                    {hit.series ? ` • ${hit.series}` : ''}
                  </small>
                </span>
                <AccentButton
                  type="button"
                  $accent={accent}
                  $size="small"
                  aria-label={`Add ${hit.companyName} ${hit.name}`}
                  disabled={inList}
                  onClick={() => add(hit)}
                >
                  {inList ? 'Added' : 'Add'}
                </AccentButton>
              </li>
            );
          })}
        </Results>
      ) : null}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 24px 0;
  padding: 16px;
  ${outlinedPanel('surface')}
  label {
    font-weight: 700;
  }
  input {
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Status = styled.p<{ $warn: boolean }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  &:empty {
    display: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.ul`
  max-height: 450px;
  overflow-y: auto;
  ${bareList}
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 4px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:nth-child(2) {
    display: flex;
    flex: 1;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    width: 36px;
    height: 36px;
    object-fit: contain;
  }
`;
