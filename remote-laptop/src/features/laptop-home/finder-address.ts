import {
  BEST_RATED_SORT,
  defineFinder,
  modelFinderFilterOf,
  NEWEST_AND_PRICE_SORTS,
  nonEmptyOrUndefined,
  numberFields,
} from '@gadgets/shared-ui/widgets';
import type { VariablesOf } from '@gadgets/shared-ui';
import type { LaptopFinder_ResultsQuery } from './finder-queries';

/**
 * The finder's state lives in the address (`/laptop?brand=hp,dell&minRamGb=16&sort=weight`), so a result is shareable
 * and survives reload and Back. This module is the one translation between the address and the API's filter: values
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

/**
 * Written to the address in this order. Each filter reads there under the name of the API argument it becomes
 * (`minRamGb=16`, in the argument's unit), and addresses saved under the names it had before (`ram=16`) still select
 * it. Two keep an address name of their own: the brands, as the site names them (the API's `companyPaths`), and the
 * prices, which are whole US dollars there (the API's cents).
 */
export const LAPTOP_FINDER = defineFinder(
  {
    brands: { kind: 'slugs', param: 'brand' },
    ...numberFields('minPrice', 'maxPrice'),
    minScreenInches: { kind: 'number', formerParams: ['minScreen'] },
    maxScreenInches: { kind: 'number', formerParams: ['maxScreen'] },
    minRamGb: { kind: 'number', formerParams: ['ram'] },
    minStorageGb: { kind: 'number', formerParams: ['storage'] },
    maxWeightKg: { kind: 'number', formerParams: ['weight'] },
    minReleaseYear: { kind: 'number', formerParams: ['minYear'] },
    maxReleaseYear: { kind: 'number', formerParams: ['maxYear'] },
    cpuFamilies: { kind: 'list', options: CPU_FAMILY_OPTIONS, formerParams: ['cpu'] },
    gpuKind: { kind: 'one', options: GPU_OPTIONS, formerParams: ['gpu'] },
    operatingSystems: { kind: 'list', options: OS_OPTIONS, formerParams: ['os'] },
  },
  SORT_OPTIONS,
);

export type FinderState = ReturnType<typeof LAPTOP_FINDER.stateFromSearch>;
type LaptopFinderFilter = NonNullable<VariablesOf<typeof LaptopFinder_ResultsQuery>['filter']>;

export const EMPTY_FINDER: FinderState = LAPTOP_FINDER.empty;
export const {
  stateFromSearch: finderStateFromSearch,
  searchFromState: searchFromFinderState,
  withFilter,
} = LAPTOP_FINDER;

/** The API filter of a finder state (`laptopFinder(filter: ...)`). */
export function finderFilterOf(state: FinderState): LaptopFinderFilter {
  const { brands, minPrice, maxPrice, cpuFamilies, operatingSystems, sort: _sort, page: _page, ...rest } = state;
  // The rest are named as their arguments: they go as they are (a key the API does not take fails to compile here).
  const sameNamed: Pick<LaptopFinderFilter, keyof typeof rest> = rest;
  return {
    ...modelFinderFilterOf({ brands, minPrice, maxPrice }),
    ...sameNamed,
    cpuFamilies: nonEmptyOrUndefined(cpuFamilies),
    operatingSystems: nonEmptyOrUndefined(operatingSystems),
  };
}
