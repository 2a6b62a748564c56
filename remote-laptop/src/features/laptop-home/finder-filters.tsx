import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  CPU_FAMILY_OPTIONS,
  GPU_OPTIONS,
  OS_OPTIONS,
  withFilter,
  type FinderState,
} from './finder-address';
import type { FinderFacets } from './finder-queries';
import { sizeText } from './laptop-numbers';

const PRICE_STEPS = [500, 750, 1000, 1500, 2000, 2500, 3000, 4000];
const SCREEN_STEPS = [13, 14, 15, 16, 17, 18];
const WEIGHT_STEPS = [1.2, 1.5, 2, 2.5, 3];

interface FinderFiltersProps {
  state: FinderState;
  facets: FinderFacets;
  onChange: (next: FinderState) => void;
}

/** Every finder filter; each change goes straight to the address (see finder-address.ts). */
export function FinderFilters({ state, facets, onChange }: FinderFiltersProps) {
  const set = (change: Partial<Omit<FinderState, 'page'>>) => onChange(withFilter(state, change));
  const years = facets.releaseYears ? range(facets.releaseYears.min, facets.releaseYears.max) : [];
  return (
    <Form aria-label="Laptop filters" onSubmit={(event) => event.preventDefault()}>
      <Checkboxes
        legend="Brand"
        options={facets.brands.map((brand) => ({ value: brand.companyPath, label: `${brand.companyName} (${brand.count})` }))}
        checked={state.brands}
        onChange={(brands) => set({ brands })}
      />
      <Pair>
        <Choice label="Lowest price" value={state.minPrice} options={PRICE_STEPS.map((price) => ({ value: price, label: dollars(price) }))} onChange={(minPrice) => set({ minPrice })} />
        <Choice label="Highest price" value={state.maxPrice} options={PRICE_STEPS.map((price) => ({ value: price, label: dollars(price) }))} onChange={(maxPrice) => set({ maxPrice })} />
      </Pair>
      <Pair>
        <Choice label="Smallest screen" value={state.minScreen} options={SCREEN_STEPS.map((inches) => ({ value: inches, label: `${inches}"` }))} onChange={(minScreen) => set({ minScreen })} />
        <Choice label="Largest screen" value={state.maxScreen} options={SCREEN_STEPS.map((inches) => ({ value: inches, label: `${inches}"` }))} onChange={(maxScreen) => set({ maxScreen })} />
      </Pair>
      <Choice label="Memory (RAM)" value={state.ram} options={facets.ramOptions.map((gigabytes) => ({ value: gigabytes, label: `${gigabytes} GB or more` }))} onChange={(ram) => set({ ram })} />
      <Choice label="Storage" value={state.storage} options={facets.storageOptions.map((gigabytes) => ({ value: gigabytes, label: `${sizeText(gigabytes)} or more` }))} onChange={(storage) => set({ storage })} />
      <Choice label="Weight" value={state.weight} options={WEIGHT_STEPS.map((kg) => ({ value: kg, label: `Up to ${kg} kg` }))} onChange={(weight) => set({ weight })} />
      <Checkboxes
        legend="Processor"
        options={CPU_FAMILY_OPTIONS.filter((option) => facets.cpuFamilies.includes(option.value))}
        checked={state.cpus}
        onChange={(cpus) => set({ cpus })}
      />
      <Fieldset>
        <legend>Graphics</legend>
        {[{ value: undefined, label: 'Any' }, ...GPU_OPTIONS.filter((option) => facets.gpuKinds.includes(option.value))].map((option) => (
          <label key={option.label}>
            <input type="radio" name="finder-gpu" checked={state.gpu === option.value} onChange={() => set({ gpu: option.value })} /> {option.label}
          </label>
        ))}
      </Fieldset>
      <Checkboxes
        legend="Operating system"
        options={OS_OPTIONS.filter((option) => facets.operatingSystems.includes(option.value))}
        checked={state.systems}
        onChange={(systems) => set({ systems })}
      />
      <Pair>
        <Choice label="Released from" value={state.minYear} options={years.map((year) => ({ value: year, label: String(year) }))} onChange={(minYear) => set({ minYear })} />
        <Choice label="Released until" value={state.maxYear} options={years.map((year) => ({ value: year, label: String(year) }))} onChange={(maxYear) => set({ maxYear })} />
      </Pair>
    </Form>
  );
}

function Checkboxes<Value extends string>({ legend, options, checked, onChange }: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  checked: readonly Value[];
  onChange: (values: Value[]) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={checked.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value))}
          />{' '}
          {option.label}
        </label>
      ))}
    </Fieldset>
  );
}

/** A select whose first option, 'Any', clears the filter. */
function Choice({ label, value, options, onChange }: {
  label: string;
  value: number | undefined;
  options: { value: number; label: string }[];
  onChange: (value: number | undefined) => void;
}): ReactNode {
  // A value from a hand-written address that is not among the steps still shows, so the select never lies.
  const shown = value !== undefined && !options.some((option) => option.value === value) ? [...options, { value, label: String(value) }] : options;
  return (
    <Label>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}>
        <option value="">Any</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Label>
  );
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => to - index);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: 4px; font-weight: 700; }
  label { font-size: 0.9rem; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 700;
  font-size: 0.9rem;
  select {
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
  }
`;
