import {
  finderBinding,
  FinderCheckboxes,
  FinderForm,
  FinderPair,
  FinderRadios,
  FinderSelect,
  groupedNumber,
  sizeText,
} from '@gadgets/shared-ui/widgets';
import { CPU_FAMILY_OPTIONS, GPU_OPTIONS, LAPTOP_FINDER, OS_OPTIONS, type FinderState } from './finder-address';
import type { FinderFacets } from './finder-queries';

const dollars = (amount: number) => `$${groupedNumber(amount)}`;
const PRICES = [500, 750, 1000, 1500, 2000, 2500, 3000, 4000].map((price) => ({ value: price, label: dollars(price) }));
const SCREENS = [13, 14, 15, 16, 17, 18].map((inches) => ({ value: inches, label: `${inches}"` }));
const WEIGHTS = [1.2, 1.5, 2, 2.5, 3].map((kg) => ({ value: kg, label: `Up to ${kg} kg` }));

interface FinderFiltersProps {
  state: FinderState;
  facets: FinderFacets;
  onChange: (next: FinderState) => void;
}

/** Every finder filter; each change goes straight to the address (see finder-address.ts). */
export function FinderFilters({ state, facets, onChange }: FinderFiltersProps) {
  const bind = finderBinding(LAPTOP_FINDER, state, onChange);
  const years = (facets.releaseYears ? range(facets.releaseYears.min, facets.releaseYears.max) : []).map((year) => ({
    value: year,
    label: String(year),
  }));
  const brands = facets.brands.map((brand) => ({
    value: brand.companyPath,
    label: `${brand.companyName} (${brand.count})`,
  }));
  const memory = facets.ramOptions.map((gigabytes) => ({ value: gigabytes, label: `${gigabytes} GB or more` }));
  const storage = facets.storageOptions.map((gigabytes) => ({
    value: gigabytes,
    label: `${sizeText(gigabytes)} or more`,
  }));
  return (
    <FinderForm label="Laptop filters">
      <FinderCheckboxes legend="Brand" options={brands} {...bind('brands')} />
      <FinderPair>
        <FinderSelect label="Lowest price" options={PRICES} {...bind('minPrice')} />
        <FinderSelect label="Highest price" options={PRICES} {...bind('maxPrice')} />
      </FinderPair>
      <FinderPair>
        <FinderSelect label="Smallest screen" options={SCREENS} {...bind('minScreen')} />
        <FinderSelect label="Largest screen" options={SCREENS} {...bind('maxScreen')} />
      </FinderPair>
      <FinderSelect label="Memory (RAM)" options={memory} {...bind('ram')} />
      <FinderSelect label="Storage" options={storage} {...bind('storage')} />
      <FinderSelect label="Weight" options={WEIGHTS} {...bind('weight')} />
      <FinderCheckboxes
        legend="Processor"
        options={CPU_FAMILY_OPTIONS.filter((option) => facets.cpuFamilies.includes(option.value))}
        {...bind('cpus')}
      />
      <FinderRadios
        legend="Graphics"
        name="finder-gpu"
        options={[
          { value: undefined, label: 'Any' },
          ...GPU_OPTIONS.filter((option) => facets.gpuKinds.includes(option.value)),
        ]}
        {...bind('gpu')}
      />
      <FinderCheckboxes
        legend="Operating system"
        options={OS_OPTIONS.filter((option) => facets.operatingSystems.includes(option.value))}
        {...bind('systems')}
      />
      <FinderPair>
        <FinderSelect label="Released from" options={years} {...bind('minYear')} />
        <FinderSelect label="Released until" options={years} {...bind('maxYear')} />
      </FinderPair>
    </FinderForm>
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => to - index);
