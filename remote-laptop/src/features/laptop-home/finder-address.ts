import {
  BEST_RATED_SORT,
  defineFinder,
  modelFinderFilterOf,
  NEWEST_AND_PRICE_SORTS,
  nonEmptyOrUndefined,
  numberFields,
} from '@gadgets/shared-ui/widgets';

/**
 * The finder's state lives in the address (`/laptop?brand=hp,dell&ram=16&sort=weight`), so a result is shareable and
 * survives reload and Back. This module is the one translation between the address and the API's filter: values
 * that cannot be read are dropped (an old or hand-edited link still opens), defaults are left out of the address.
 */
export const CPU_FAMILY_OPTIONS = [
  { value: 'APPLE_SILICON', slug: 'apple', label: 'Apple silicon' },
  { value: 'INTEL_CORE_ULTRA', slug: 'intel-core-ultra', label: 'Intel Core Ultra' },
  { value: 'INTEL_CORE', slug: 'intel-core', label: 'Intel Core' },
  { value: 'INTEL_OTHER', slug: 'intel-other', label: 'Other Intel' },
  { value: 'AMD_RYZEN', slug: 'amd-ryzen', label: 'AMD Ryzen' },
  { value: 'QUALCOMM_SNAPDRAGON', slug: 'snapdragon', label: 'Qualcomm Snapdragon' },
] as const;

export const OS_OPTIONS = [
  { value: 'WINDOWS', slug: 'windows', label: 'Windows' },
  { value: 'MACOS', slug: 'macos', label: 'macOS' },
  { value: 'CHROMEOS', slug: 'chromeos', label: 'ChromeOS' },
] as const;

export const GPU_OPTIONS = [
  { value: 'INTEGRATED', slug: 'integrated', label: 'Integrated' },
  { value: 'DEDICATED', slug: 'dedicated', label: 'Dedicated' },
] as const;

const SORT_OPTIONS = [
  ...NEWEST_AND_PRICE_SORTS,
  { value: 'WEIGHT_ASC', slug: 'weight', label: 'Lightest first' },
  { value: 'BATTERY_DESC', slug: 'battery', label: 'Biggest battery first' },
  BEST_RATED_SORT,
] as const;

/** Written to the address in this order; numbers are whole US dollars, inches, gigabytes, kilograms (at most). */
export const LAPTOP_FINDER = defineFinder(
  {
    brands: { kind: 'slugs', param: 'brand' },
    ...numberFields('minPrice', 'maxPrice', 'minScreen', 'maxScreen', 'ram', 'storage', 'weight', 'minYear', 'maxYear'),
    cpus: { kind: 'list', param: 'cpu', options: CPU_FAMILY_OPTIONS },
    gpu: { kind: 'one', param: 'gpu', options: GPU_OPTIONS },
    systems: { kind: 'list', param: 'os', options: OS_OPTIONS },
  },
  SORT_OPTIONS,
);

export type FinderState = ReturnType<typeof LAPTOP_FINDER.stateFromSearch>;

export const EMPTY_FINDER: FinderState = LAPTOP_FINDER.empty;
export const {
  stateFromSearch: finderStateFromSearch,
  searchFromState: searchFromFinderState,
  withFilter,
} = LAPTOP_FINDER;

/** The API filter of a finder state (`laptopFinder(filter: ...)`). */
export function finderFilterOf(state: FinderState) {
  return {
    ...modelFinderFilterOf(state),
    minScreenInches: state.minScreen,
    maxScreenInches: state.maxScreen,
    minRamGb: state.ram,
    minStorageGb: state.storage,
    maxWeightKg: state.weight,
    cpuFamilies: nonEmptyOrUndefined(state.cpus),
    gpuKind: state.gpu,
    operatingSystems: nonEmptyOrUndefined(state.systems),
  };
}
