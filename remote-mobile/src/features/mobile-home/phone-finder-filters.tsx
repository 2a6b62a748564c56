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
  answer: Pick<PhoneFinderAnswer, 'optionCounts' | 'histograms' | 'brands' | 'releaseYears'>;
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
 * applied); an option that would leave none is shown disabled. Price, display size and battery are sliders over a
 * histogram of the phones the other filters leave. Each change goes straight to the address.
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
  const histogram = (key: string) => finderHistogramOf(answer.histograms, key);
  const brands = answer.brands.map((brand) => ({
    value: brand.companyPath,
    label: brand.companyName,
    count: count('companyPaths', brand.companyPath),
  }));

  return (
    <FinderForm label="Phone filters">
      <FinderCheckboxes legend="Brand" options={brands} {...bind('brands')} />
      <FinderPriceRange
        low={bind('minPrice')}
        high={bind('maxPrice')}
        histogram={histogram('priceCents')}
        step={10}
        noun="phones"
      />
      <FinderPair>
        <FinderSelect label="Released from" options={years('minReleaseYear')} {...bind('minReleaseYear')} />
        <FinderSelect label="Released until" options={years('maxReleaseYear')} {...bind('maxReleaseYear')} />
      </FinderPair>
      <FinderInchesRange
        legend="Display size"
        lowLabel="Smallest display"
        highLabel="Largest display"
        low={bind('minDisplayInches')}
        high={bind('maxDisplayInches')}
        histogram={histogram('displayInches')}
        noun="phones"
      />
      <FinderSelect
        label="Resolution"
        options={steps('minResolutionPx', (pixels) => RESOLUTION_LABELS[pixels] ?? `${pixels}p or sharper`)}
        {...bind('minResolutionPx')}
      />
      <FinderSelect
        label="Refresh rate"
        options={steps('minRefreshHz', (hertz) => `${hertz} Hz or more`)}
        {...bind('minRefreshHz')}
      />
      <FinderCheckboxes legend="Display panel" options={counted('panels', PANEL_OPTIONS)} {...bind('panels')} />
      <FinderCheckboxes
        legend="Chipset maker"
        options={counted('chipsetMakers', CHIPSET_OPTIONS)}
        {...bind('chipsetMakers')}
      />
      <FinderSelect
        label="Memory (RAM)"
        options={steps('minRamGb', (gigabytes) => `${gigabytes} GB or more`)}
        {...bind('minRamGb')}
      />
      <FinderSelect
        label="Storage"
        options={steps('minStorageGb', (gigabytes) => `${sizeText(gigabytes)} or more`)}
        {...bind('minStorageGb')}
      />
      <FinderSelect
        label="Main camera"
        options={steps('minMainCameraMp', (megapixels) => `${megapixels} MP or more`)}
        {...bind('minMainCameraMp')}
      />
      <FinderRange
        legend="Battery"
        lowLabel="Smallest battery"
        unit="mAh"
        low={bind('minBatteryMah')}
        histogram={histogram('batteryMah')}
        step={100}
        format={(capacity) => `${groupedNumber(capacity)} mAh`}
        noun="phones"
      />
      <FinderSelect
        label="Wired charging"
        options={steps('minWiredChargingW', (watts) => `${watts} W or more`)}
        {...bind('minWiredChargingW')}
      />
      <FinderSelect
        label="Water and dust resistance"
        options={steps('minIpRating', (rating) => IP_LABELS[rating] ?? `IP${rating} or better`)}
        {...bind('minIpRating')}
      />
      <FinderCheckboxes
        legend="Features"
        options={FEATURE_OPTIONS.map((option) => ({ ...option, count: count(option.value, 'true') }))}
        {...bind('features')}
      />
    </FinderForm>
  );
}
