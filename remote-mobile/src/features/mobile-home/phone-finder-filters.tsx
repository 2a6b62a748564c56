import {
  finderBinding,
  FinderCheckboxes,
  finderCountsOf,
  FinderForm,
  FinderPair,
  FinderSelect,
  finderSteps,
  groupedNumber,
  sizeText,
} from '@gadgets/shared-ui/widgets';
import {
  CHIPSET_OPTIONS,
  FEATURE_OPTIONS,
  PANEL_OPTIONS,
  PHONE_FINDER,
  type PhoneFinderState,
} from './phone-finder-address';
import type { PhoneFinderAnswer } from './phone-finder-queries';

interface PhoneFinderFiltersProps {
  state: PhoneFinderState;
  answer: Pick<PhoneFinderAnswer, 'optionCounts' | 'brands' | 'releaseYears'>;
  onChange: (next: PhoneFinderState) => void;
}

const RESOLUTION_LABELS: Record<number, string> = {
  720: 'HD+ (720p) or sharper',
  1080: 'Full HD+ (1080p) or sharper',
  1440: 'QHD+ (1440p) or sharper',
};
const IP_LABELS: Record<number, string> = { 67: 'IP67 or better', 68: 'IP68 or better' };

/**
 * Every phone filter with the number of phones each option would leave (the API counts them with the other filters
 * applied); an option that would leave none is shown disabled. Each change goes straight to the address.
 */
export function PhoneFinderFilters({ state, answer, onChange }: PhoneFinderFiltersProps) {
  const bind = finderBinding(PHONE_FINDER, state, onChange);
  const count = finderCountsOf(answer.optionCounts);
  /** A bound's steps as the API counted them (prices in cents, read into dollars). */
  const steps = (key: string, label: (value: number) => string, scale = 1) =>
    finderSteps(answer.optionCounts, key, label, scale);
  const years = (key: string) =>
    answer.releaseYears.map((year) => ({ value: year, label: String(year), count: count(key, String(year)) }));
  const counted = <Value extends string>(key: string, options: readonly { value: Value; label: string }[]) =>
    options.map((option) => ({ ...option, count: count(key, option.value) }));
  const brands = answer.brands.map((brand) => ({
    value: brand.companyPath,
    label: brand.companyName,
    count: count('companyPaths', brand.companyPath),
  }));

  return (
    <FinderForm label="Phone filters">
      <FinderCheckboxes legend="Brand" options={brands} {...bind('brands')} />
      <FinderPair>
        <FinderSelect label="Lowest price" options={steps('minPriceCents', dollars, 100)} {...bind('minPrice')} />
        <FinderSelect label="Highest price" options={steps('maxPriceCents', dollars, 100)} {...bind('maxPrice')} />
      </FinderPair>
      <FinderPair>
        <FinderSelect label="Released from" options={years('minReleaseYear')} {...bind('minYear')} />
        <FinderSelect label="Released until" options={years('maxReleaseYear')} {...bind('maxYear')} />
      </FinderPair>
      <FinderPair>
        <FinderSelect label="Smallest display" options={steps('minDisplayInches', inches)} {...bind('minDisplay')} />
        <FinderSelect label="Largest display" options={steps('maxDisplayInches', inches)} {...bind('maxDisplay')} />
      </FinderPair>
      <FinderSelect
        label="Resolution"
        options={steps('minResolutionPx', (pixels) => RESOLUTION_LABELS[pixels] ?? `${pixels}p or sharper`)}
        {...bind('resolution')}
      />
      <FinderSelect
        label="Refresh rate"
        options={steps('minRefreshHz', (hertz) => `${hertz} Hz or more`)}
        {...bind('refresh')}
      />
      <FinderCheckboxes legend="Display panel" options={counted('panels', PANEL_OPTIONS)} {...bind('panels')} />
      <FinderCheckboxes
        legend="Chipset maker"
        options={counted('chipsetMakers', CHIPSET_OPTIONS)}
        {...bind('chipsets')}
      />
      <FinderSelect
        label="Memory (RAM)"
        options={steps('minRamGb', (gigabytes) => `${gigabytes} GB or more`)}
        {...bind('ram')}
      />
      <FinderSelect
        label="Storage"
        options={steps('minStorageGb', (gigabytes) => `${sizeText(gigabytes)} or more`)}
        {...bind('storage')}
      />
      <FinderSelect
        label="Main camera"
        options={steps('minMainCameraMp', (megapixels) => `${megapixels} MP or more`)}
        {...bind('camera')}
      />
      <FinderSelect
        label="Battery"
        options={steps('minBatteryMah', (capacity) => `${groupedNumber(capacity)} mAh or more`)}
        {...bind('battery')}
      />
      <FinderSelect
        label="Wired charging"
        options={steps('minWiredChargingW', (watts) => `${watts} W or more`)}
        {...bind('charging')}
      />
      <FinderSelect
        label="Water and dust resistance"
        options={steps('minIpRating', (rating) => IP_LABELS[rating] ?? `IP${rating} or better`)}
        {...bind('ip')}
      />
      <FinderCheckboxes
        legend="Features"
        options={FEATURE_OPTIONS.map((option) => ({ ...option, count: count(option.value, 'true') }))}
        {...bind('features')}
      />
    </FinderForm>
  );
}

const dollars = (amount: number) => `$${groupedNumber(amount)}`;
const inches = (size: number) => `${size}"`;
