import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AccentButton, useCompanies } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { EMPTY_FILTERS, type CatalogFilters } from './catalog-address';

interface CatalogFiltersFormProps {
  filters: CatalogFilters;
  currencies: readonly string[];
  onSearch: (filters: CatalogFilters) => void;
}

/** The search box and the filters; nothing is asked for until 'Search Bikes'. */
export function CatalogFiltersForm({ filters, currencies, onSearch }: CatalogFiltersFormProps) {
  const [draft, setDraft] = useState(filters);
  const { companies } = useCompanies('BIKE');
  const set = (key: keyof CatalogFilters) => (event: { target: { value: string } }) =>
    setDraft((state) => ({ ...state, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q.trim() });
  };

  return (
    <Form role="search" onSubmit={submit}>
      <SearchRow>
        <input
          type="search"
          aria-label="Search bikes"
          placeholder="Search bikes by name, company, or specs..."
          value={draft.q}
          onChange={set('q')}
        />
        <AccentButton type="submit" $accent={BIKE_SECTION.accent}>
          Search Bikes
        </AccentButton>
      </SearchRow>
      <Filters aria-label="Filters">
        <label>
          Brand
          <select value={draft.brand} onChange={set('brand')}>
            <option value="">All brands</option>
            {companies.map((company) => (
              <option key={company.path} value={company.path}>
                {company.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Engine from (cc)
          <input type="number" min="50" max="2500" value={draft.minCc} onChange={set('minCc')} />
        </label>
        <label>
          Engine to (cc)
          <input type="number" min="50" max="2500" value={draft.maxCc} onChange={set('maxCc')} />
        </label>
        <label>
          Currency
          <select value={draft.currency} onChange={set('currency')}>
            <option value="">Any currency</option>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <label>
          List price from
          <input type="number" min="0" value={draft.minPrice} onChange={set('minPrice')} />
        </label>
        <label>
          List price to
          <input type="number" min="0" value={draft.maxPrice} onChange={set('maxPrice')} />
        </label>
        <ClearButton
          type="button"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          Clear filters
        </ClearButton>
      </Filters>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 20px;
  input,
  select {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

const SearchRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
  }
`;

const Filters = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: none;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 0.85rem;
    font-weight: 600;
  }
  input {
    width: 120px;
  }
`;

const ClearButton = styled.button`
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: none;
  color: inherit;
  cursor: pointer;
`;
