import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { bareList, graphql, outlinedPanel } from '@gadgets/shared-ui';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@gadgets/shared-ui/widgets';
import { categoryLabelsOf } from './part-category-labels';
import { partCategoryNameOf } from './part-page-fields';

/** Parts of one category whose maker or name starts with the typed words. */
export const PartSearch_PartsQuery = graphql(`
  query PartSearch_Parts($category: PcPartCategory!, $search: String!) {
    pcParts(category: $category, search: $search, limit: 8) {
      id
      manufacturer
      name
    }
  }
`);

interface PartSearchProps {
  /** The category searched, as addresses write it (`cpu_cooler`). */
  category: string;
  label: string;
  /** Parts not offered (those already compared). */
  excludeIds: readonly string[];
  /** Where choosing a found part goes. */
  hrefOf: (partId: string) => string;
}

/** A search box over one category's parts; each part found is a link (to a comparison with it). */
export function PartSearch({ category, label, excludeIds, hrefOf }: PartSearchProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [result] = useQuery({
    query: PartSearch_PartsQuery,
    variables: { category: partCategoryNameOf(category), search },
    pause: search === '',
  });
  const found = (search === '' ? [] : (result.data?.pcParts ?? [])).filter((part) => !excludeIds.includes(part.id));
  const { many } = categoryLabelsOf(category);
  let status = '';
  if (search !== '' && result.fetching) status = 'Searching…';
  else if (search !== '' && result.error) status = 'The search failed. Type again to retry.';
  else if (search !== '' && result.data && found.length === 0) status = `No other ${many} match “${search}”.`;

  return (
    <Panel>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={`Search ${many} by maker or name`}
        autoComplete="off"
      />
      <p role="status">{status}</p>
      {found.length > 0 ? (
        <ul aria-label={`${label}: results`}>
          {found.map((part) => (
            <li key={part.id}>
              <Link to={hrefOf(part.id)}>{part.name}</Link> <small>{part.manufacturer}</small>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 560px;
  padding: 16px;
  ${outlinedPanel('surface')}
  label {
    font-weight: 700;
  }
  input {
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    ${bareList}
  }
  li {
    padding: 6px 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
