import {
  finderBinding,
  FinderCheckboxes,
  finderCountsOf,
  FinderForm,
  finderHistogramOf,
  FinderInchesRange,
  FinderPair,
  FinderPriceRange,
  FinderRange,
  FinderRadios,
  FinderSelect,
  finderSteps,
  sizeText,
} from '@gadgets/shared-ui/widgets';
import { CPU_FAMILY_OPTIONS, GPU_OPTIONS, LAPTOP_FINDER, OS_OPTIONS, type FinderState } from './finder-address';
import type { LaptopFinderAnswer } from './finder-queries';

const kilograms = (weight: number) => `${weight} kg`;

interface FinderFiltersProps {
  state: FinderState;
  answer: Pick<LaptopFinderAnswer, 'optionCounts' | 'histograms' | 'brands' | 'releaseYears'>;
  onChange: (next: FinderState) => void;
}

/**
 * Every finder filter with the number of laptops each option would leave (the API counts them with the other filters
 * applied); an option that would leave none is shown disabled. Price, screen size and weight are sliders over
 * histograms of the laptops the other filters leave. Each change goes straight to the address (see finder-address.ts).
 */
export function FinderFilters({ state, answer, onChange }: FinderFiltersProps) {
  const bind = finderBinding(LAPTOP_FINDER, state, onChange);
  const count = finderCountsOf(answer.optionCounts);
  const histogram = (key: string) => finderHistogramOf(answer.histograms, key);
  const years = (key: string) =>
    answer.releaseYears.map((year) => ({ value: year, label: String(year), count: count(key, String(year)) }));
  /** The options the catalogue has (the API counts only those), each with its count. */
  const offered = <Value extends string>(key: string, options: readonly { value: Value; label: string }[]) =>
    options.flatMap((option) => {
      const found = count(key, option.value);
      return found === undefined ? [] : [{ ...option, count: found }];
    });
  const brands = answer.brands.map((brand) => ({
    value: brand.companyPath,
    label: brand.companyName,
    count: count('companyPaths', brand.companyPath),
  }));
  const memory = finderSteps(answer.optionCounts, 'minRamGb', (gigabytes) => `${gigabytes} GB or more`);
  const storage = finderSteps(answer.optionCounts, 'minStorageGb', (gigabytes) => `${sizeText(gigabytes)} or more`);
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
        low={bind('minScreenInches')}
        high={bind('maxScreenInches')}
        histogram={histogram('screenInches')}
        noun="laptops"
      />
      <FinderSelect label="Memory (RAM)" options={memory} {...bind('minRamGb')} />
      <FinderSelect label="Storage" options={storage} {...bind('minStorageGb')} />
      <FinderRange
        legend="Weight"
        highLabel="Heaviest"
        unit="kg"
        high={bind('maxWeightKg')}
        histogram={histogram('weightKg')}
        step={0.1}
        format={kilograms}
        noun="laptops"
      />
      <FinderCheckboxes
        legend="Processor"
        options={offered('cpuFamilies', CPU_FAMILY_OPTIONS)}
        {...bind('cpuFamilies')}
      />
      <FinderRadios
        legend="Graphics"
        name="finder-gpu"
        options={[{ value: undefined, label: 'Any' }, ...offered('gpuKind', GPU_OPTIONS)]}
        {...bind('gpuKind')}
      />
      <FinderCheckboxes
        legend="Operating system"
        options={offered('operatingSystems', OS_OPTIONS)}
        {...bind('operatingSystems')}
      />
      <FinderPair>
        <FinderSelect label="Released from" options={years('minReleaseYear')} {...bind('minReleaseYear')} />
        <FinderSelect label="Released until" options={years('maxReleaseYear')} {...bind('maxReleaseYear')} />
      </FinderPair>
    </FinderForm>
  );
}
