import {
  finderBinding,
  FinderCheckboxes,
  FinderForm,
  finderHistogramOf,
  FinderInchesRange,
  FinderPair,
  FinderPriceRange,
  FinderRange,
  type FinderHistogram,
  FinderRadios,
  FinderSelect,
  sizeText,
} from '@gadgets/shared-ui/widgets';
import { CPU_FAMILY_OPTIONS, GPU_OPTIONS, LAPTOP_FINDER, OS_OPTIONS, type FinderState } from './finder-address';
import type { FinderFacets } from './finder-queries';

const kilograms = (weight: number) => `${weight} kg`;

interface FinderFiltersProps {
  state: FinderState;
  facets: FinderFacets;
  /** The ranges' histograms from the results' answer (they follow the filters); none while the first one loads. */
  histograms: readonly FinderHistogram[] | undefined;
  onChange: (next: FinderState) => void;
}

/**
 * Every finder filter; price, screen size and weight are sliders over histograms of the laptops the other filters
 * leave. Each change goes straight to the address (see finder-address.ts).
 */
export function FinderFilters({ state, facets, histograms, onChange }: FinderFiltersProps) {
  const bind = finderBinding(LAPTOP_FINDER, state, onChange);
  const histogram = (key: string) => finderHistogramOf(histograms, key);
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
      <FinderPriceRange
        low={bind('minPrice')}
        high={bind('maxPrice')}
        histogram={histogram('priceCents')}
        step={50}
        noun="laptops"
      />
      <FinderInchesRange
        legend="Screen size"
        lowLabel="Smallest screen"
        highLabel="Largest screen"
        low={bind('minScreen')}
        high={bind('maxScreen')}
        histogram={histogram('screenInches')}
        noun="laptops"
      />
      <FinderSelect label="Memory (RAM)" options={memory} {...bind('ram')} />
      <FinderSelect label="Storage" options={storage} {...bind('storage')} />
      <FinderRange
        legend="Weight"
        highLabel="Heaviest"
        unit="kg"
        high={bind('weight')}
        histogram={histogram('weightKg')}
        step={0.1}
        format={kilograms}
        noun="laptops"
      />
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
