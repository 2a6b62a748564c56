import { useId, useState } from 'react';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { COMPARE_LIMIT, type CompareAddResult, useAppStore, useMediaUrl } from '@gadgets/shared-ui';
import { AccentButton, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT } from '../../mobile-section';
import { CompareSearch_SearchMobilesQuery } from './mobile-compare-queries';

/** Finds a phone by name and adds it to the compare list. */
export function CompareSearch() {
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<{ result: CompareAddResult; name: string } | null>(null);
  const searchKey = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useAppStore((state) => state.compare.mobile);
  const addToCompare = useAppStore((state) => state.addToCompare);
  const mediaUrl = useMediaUrl();
  const inputId = useId();
  const [result] = useQuery({ query: CompareSearch_SearchMobilesQuery, variables: { searchKey }, pause: searchKey === '' });
  const full = list.length >= COMPARE_LIMIT;
  const results = searchKey === '' ? [] : (result.data?.searchMobiles ?? []);

  const add = (company: string, path: string, name: string) => {
    const added = addToCompare('mobile', { company, path });
    setOutcome({ result: added, name });
    if (added === 'added') setText('');
  };

  return (
    <Panel>
      <label htmlFor={inputId}>Add a phone to compare</label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOutcome(null);
        }}
        placeholder="Search for premium mobiles..."
        autoComplete="off"
      />
      <Status role="status" $warn={outcome?.result === 'full' || (full && results.length > 0)}>
        {outcome?.result === 'added' ? `${outcome.name} was added to the comparison.` : null}
        {outcome?.result === 'already-present' ? `${outcome.name} is already in the comparison.` : null}
        {outcome?.result === 'full' || (full && results.length > 0 && !outcome)
          ? `You can compare up to ${COMPARE_LIMIT} phones. Remove one to add another.`
          : null}
      </Status>
      {searchKey !== '' && !result.fetching && results.length === 0 ? <Hint>No results found for "{searchKey}"</Hint> : null}
      {results.length > 0 ? (
        <Results aria-label="Search results">
          {results.map((phone) => {
            const inList = list.some((item) => item.company === phone.companyPath && item.path === phone.path);
            const src = mediaUrl(phone.img);
            return (
              <li key={`${phone.companyPath}/${phone.path}`}>
                {src ? <img src={src} alt="" width={36} height={36} loading="lazy" /> : <span aria-hidden="true">📱</span>}
                <span>
                  <strong>{phone.name}</strong>
                  <small>
                    {phone.companyName}
                    {phone.series ? ` • ${phone.series}` : ''}
                  </small>
                </span>
                <AccentButton
                  type="button"
                  $accent={MOBILE_ACCENT}
                  $size="small"
                  aria-label={`Add ${phone.companyName} ${phone.name}`}
                  disabled={inList}
                  onClick={() => add(phone.companyPath, phone.path, phone.name)}
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
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  label { font-weight: 700; }
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
  &:empty { display: none; }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Results = styled.ul`
  max-height: 450px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 4px;
  }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  li > span:nth-child(2) { display: flex; flex: 1; flex-direction: column; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
  img { width: 36px; height: 36px; object-fit: contain; }
`;
