import {
  FinderCheckboxes,
  FinderForm,
  FinderPair,
  FinderSelect,
  sizeText,
  type FinderControlOption,
} from '@gadgets/shared-ui/widgets';
import {
  CHIPSET_OPTIONS,
  FEATURE_OPTIONS,
  PANEL_OPTIONS,
  PHONE_FINDER,
  type PhoneFinderState,
} from './phone-finder-address';
import type { PhoneFinderAnswer } from './phone-finder-queries';

type OptionCounts = PhoneFinderAnswer['optionCounts'];

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
  const set = (change: Partial<Omit<PhoneFinderState, 'page'>>) => onChange(PHONE_FINDER.withFilter(state, change));
  const counts = countsOf(answer.optionCounts);
  /** A bound's steps as the API counted them, each read (and scaled) into the address's unit. */
  const steps = (key: string, label: (value: number) => string, scale = 1): FinderControlOption<number>[] =>
    (answer.optionCounts.find((group) => group.key === key)?.options ?? []).map((option) => ({
      value: Number(option.value) / scale,
      label: label(Number(option.value) / scale),
      count: option.count,
    }));
  const years = (key: string) =>
    answer.releaseYears.map((year) => ({ value: year, label: String(year), count: counts(key, String(year)) }));

  return (
    <FinderForm label="Phone filters">
      <FinderCheckboxes
        legend="Brand"
        options={answer.brands.map((brand) => ({
          value: brand.companyPath,
          label: brand.companyName,
          count: counts('companyPaths', brand.companyPath),
        }))}
        checked={state.brands}
        onChange={(brands) => set({ brands })}
      />
      <FinderPair>
        <FinderSelect
          label="Lowest price"
          value={state.minPrice}
          options={steps('minPriceCents', dollars, 100)}
          onChange={(minPrice) => set({ minPrice })}
        />
        <FinderSelect
          label="Highest price"
          value={state.maxPrice}
          options={steps('maxPriceCents', dollars, 100)}
          onChange={(maxPrice) => set({ maxPrice })}
        />
      </FinderPair>
      <FinderPair>
        <FinderSelect
          label="Released from"
          value={state.minYear}
          options={years('minReleaseYear')}
          onChange={(minYear) => set({ minYear })}
        />
        <FinderSelect
          label="Released until"
          value={state.maxYear}
          options={years('maxReleaseYear')}
          onChange={(maxYear) => set({ maxYear })}
        />
      </FinderPair>
      <FinderPair>
        <FinderSelect
          label="Smallest display"
          value={state.minDisplay}
          options={steps('minDisplayInches', inches)}
          onChange={(minDisplay) => set({ minDisplay })}
        />
        <FinderSelect
          label="Largest display"
          value={state.maxDisplay}
          options={steps('maxDisplayInches', inches)}
          onChange={(maxDisplay) => set({ maxDisplay })}
        />
      </FinderPair>
      <FinderSelect
        label="Resolution"
        value={state.resolution}
        options={steps('minResolutionPx', (pixels) => RESOLUTION_LABELS[pixels] ?? `${pixels}p or sharper`)}
        onChange={(resolution) => set({ resolution })}
      />
      <FinderSelect
        label="Refresh rate"
        value={state.refresh}
        options={steps('minRefreshHz', (hertz) => `${hertz} Hz or more`)}
        onChange={(refresh) => set({ refresh })}
      />
      <FinderCheckboxes
        legend="Display panel"
        options={PANEL_OPTIONS.map((option) => ({ ...option, count: counts('panels', option.value) }))}
        checked={state.panels}
        onChange={(panels) => set({ panels })}
      />
      <FinderCheckboxes
        legend="Chipset maker"
        options={CHIPSET_OPTIONS.map((option) => ({ ...option, count: counts('chipsetMakers', option.value) }))}
        checked={state.chipsets}
        onChange={(chipsets) => set({ chipsets })}
      />
      <FinderSelect
        label="Memory (RAM)"
        value={state.ram}
        options={steps('minRamGb', (gigabytes) => `${gigabytes} GB or more`)}
        onChange={(ram) => set({ ram })}
      />
      <FinderSelect
        label="Storage"
        value={state.storage}
        options={steps('minStorageGb', (gigabytes) => `${sizeText(gigabytes)} or more`)}
        onChange={(storage) => set({ storage })}
      />
      <FinderSelect
        label="Main camera"
        value={state.camera}
        options={steps('minMainCameraMp', (megapixels) => `${megapixels} MP or more`)}
        onChange={(camera) => set({ camera })}
      />
      <FinderSelect
        label="Battery"
        value={state.battery}
        options={steps('minBatteryMah', (capacity) => `${capacity.toLocaleString('en-US')} mAh or more`)}
        onChange={(battery) => set({ battery })}
      />
      <FinderSelect
        label="Wired charging"
        value={state.charging}
        options={steps('minWiredChargingW', (watts) => `${watts} W or more`)}
        onChange={(charging) => set({ charging })}
      />
      <FinderSelect
        label="Water and dust resistance"
        value={state.ip}
        options={steps('minIpRating', (rating) => IP_LABELS[rating] ?? `IP${rating} or better`)}
        onChange={(ip) => set({ ip })}
      />
      <FinderCheckboxes
        legend="Features"
        options={FEATURE_OPTIONS.map((option) => ({ ...option, count: counts(option.value, 'true') }))}
        checked={state.features}
        onChange={(features) => set({ features })}
      />
    </FinderForm>
  );
}

/** The count of one option of one filter, or undefined when the API did not count it. */
function countsOf(optionCounts: OptionCounts) {
  const byKey = new Map(
    optionCounts.map((group) => [group.key, new Map(group.options.map((option) => [option.value, option.count]))]),
  );
  return (key: string, value: string) => byKey.get(key)?.get(value);
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const inches = (size: number) => `${size}"`;
