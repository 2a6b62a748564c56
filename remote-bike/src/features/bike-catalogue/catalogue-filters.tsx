import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AccentButton,
  finderBinding,
  FinderCheckboxes,
  finderCountsOf,
  FinderForm,
  finderHistogramOf,
  FinderNumberInput,
  FinderPair,
  FinderRadios,
  FinderRange,
  groupedNumber,
  useBrands,
} from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { BIKE_CATALOGUE, CURRENCY_OPTIONS, type CatalogueState } from './catalogue-address';
import type { CatalogueAnswer } from './bike-catalogue-queries';

/** The search box: the term is asked for on 'Search Bikes' (an empty term lists every published bike). */
export function CatalogueSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const [draft, setDraft] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <SearchRow role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search bikes"
        placeholder="Search bikes by name, company, or specs..."
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <AccentButton type="submit" $accent={BIKE_SECTION.accent}>
        Search Bikes
      </AccentButton>
    </SearchRow>
  );
}

const cc = (size: number) => `${groupedNumber(size)} cc`;

/**
 * Brand, engine size, currency and list price, each option with the number of bikes it would leave (the API counts
 * them with the other filters applied); an option that would leave none is shown disabled. The engine size is a
 * slider over a histogram of the bikes the other filters leave. Every change goes straight to the address.
 */
export function CatalogueFilters({
  state,
  answer,
  onChange,
}: {
  state: CatalogueState;
  answer: Pick<CatalogueAnswer, 'optionCounts' | 'histograms' | 'priceCurrencies'>;
  onChange: (next: CatalogueState) => void;
}) {
  const set = (change: Partial<Omit<CatalogueState, 'page'>>) => onChange(BIKE_CATALOGUE.withFilter(state, change));
  const bind = finderBinding(BIKE_CATALOGUE, state, onChange);
  const { brands } = useBrands('bike');
  const count = finderCountsOf(answer.optionCounts);
  const currencies = CURRENCY_OPTIONS.filter(
    (option) => answer.priceCurrencies.includes(option.value) || option.value === state.priceCurrency,
  );
  return (
    <FinderForm label="Bike filters">
      <FinderCheckboxes
        legend="Brand"
        options={brands.map((company) => ({
          value: company.path,
          label: company.name,
          count: count('companyPaths', company.path),
        }))}
        {...bind('brands')}
      />
      <FinderRange
        legend="Engine size"
        lowLabel="Engine from"
        highLabel="Engine to"
        unit="cc"
        low={bind('minDisplacementCc')}
        high={bind('maxDisplacementCc')}
        histogram={finderHistogramOf(answer.histograms, 'displacementCc')}
        step={25}
        format={cc}
        noun="bikes"
      />
      <FinderRadios
        legend="Currency"
        name="bike-catalogue-currency"
        options={[
          { value: undefined, label: 'Any currency' },
          ...currencies.map((option) => ({
            value: option.value,
            label: option.label,
            count: count('priceCurrency', option.value),
          })),
        ]}
        value={state.priceCurrency}
        onChange={(priceCurrency) =>
          set(
            priceCurrency ? { priceCurrency } : { priceCurrency: undefined, minPrice: undefined, maxPrice: undefined },
          )
        }
      />
      {state.priceCurrency ? (
        <FinderPair>
          <FinderNumberInput label="List price from" {...bind('minPrice')} />
          <FinderNumberInput label="List price to" {...bind('maxPrice')} />
        </FinderPair>
      ) : (
        <Hint>Choose a currency to filter by list price.</Hint>
      )}
    </FinderForm>
  );
}

const SearchRow = styled.form`
  display: flex;
  gap: 8px;
  margin-bottom: 20px;
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
