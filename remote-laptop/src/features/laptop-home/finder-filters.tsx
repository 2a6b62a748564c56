import {
  FinderCheckboxes,
  FinderForm,
  FinderPair,
  FinderRadios,
  FinderSelect,
  sizeText,
} from '@gadgets/shared-ui/widgets';
import { CPU_FAMILY_OPTIONS, GPU_OPTIONS, OS_OPTIONS, withFilter, type FinderState } from './finder-address';
import type { FinderFacets } from './finder-queries';

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
    <FinderForm label="Laptop filters">
      <FinderCheckboxes
        legend="Brand"
        options={facets.brands.map((brand) => ({
          value: brand.companyPath,
          label: `${brand.companyName} (${brand.count})`,
        }))}
        checked={state.brands}
        onChange={(brands) => set({ brands })}
      />
      <FinderPair>
        <FinderSelect
          label="Lowest price"
          value={state.minPrice}
          options={PRICE_STEPS.map((price) => ({ value: price, label: dollars(price) }))}
          onChange={(minPrice) => set({ minPrice })}
        />
        <FinderSelect
          label="Highest price"
          value={state.maxPrice}
          options={PRICE_STEPS.map((price) => ({ value: price, label: dollars(price) }))}
          onChange={(maxPrice) => set({ maxPrice })}
        />
      </FinderPair>
      <FinderPair>
        <FinderSelect
          label="Smallest screen"
          value={state.minScreen}
          options={SCREEN_STEPS.map((inches) => ({ value: inches, label: `${inches}"` }))}
          onChange={(minScreen) => set({ minScreen })}
        />
        <FinderSelect
          label="Largest screen"
          value={state.maxScreen}
          options={SCREEN_STEPS.map((inches) => ({ value: inches, label: `${inches}"` }))}
          onChange={(maxScreen) => set({ maxScreen })}
        />
      </FinderPair>
      <FinderSelect
        label="Memory (RAM)"
        value={state.ram}
        options={facets.ramOptions.map((gigabytes) => ({ value: gigabytes, label: `${gigabytes} GB or more` }))}
        onChange={(ram) => set({ ram })}
      />
      <FinderSelect
        label="Storage"
        value={state.storage}
        options={facets.storageOptions.map((gigabytes) => ({
          value: gigabytes,
          label: `${sizeText(gigabytes)} or more`,
        }))}
        onChange={(storage) => set({ storage })}
      />
      <FinderSelect
        label="Weight"
        value={state.weight}
        options={WEIGHT_STEPS.map((kg) => ({ value: kg, label: `Up to ${kg} kg` }))}
        onChange={(weight) => set({ weight })}
      />
      <FinderCheckboxes
        legend="Processor"
        options={CPU_FAMILY_OPTIONS.filter((option) => facets.cpuFamilies.includes(option.value))}
        checked={state.cpus}
        onChange={(cpus) => set({ cpus })}
      />
      <FinderRadios
        legend="Graphics"
        name="finder-gpu"
        options={[
          { value: undefined, label: 'Any' },
          ...GPU_OPTIONS.filter((option) => facets.gpuKinds.includes(option.value)),
        ]}
        checked={state.gpu}
        onChange={(gpu) => set({ gpu })}
      />
      <FinderCheckboxes
        legend="Operating system"
        options={OS_OPTIONS.filter((option) => facets.operatingSystems.includes(option.value))}
        checked={state.systems}
        onChange={(systems) => set({ systems })}
      />
      <FinderPair>
        <FinderSelect
          label="Released from"
          value={state.minYear}
          options={years.map((year) => ({ value: year, label: String(year) }))}
          onChange={(minYear) => set({ minYear })}
        />
        <FinderSelect
          label="Released until"
          value={state.maxYear}
          options={years.map((year) => ({ value: year, label: String(year) }))}
          onChange={(maxYear) => set({ maxYear })}
        />
      </FinderPair>
    </FinderForm>
  );
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => to - index);
