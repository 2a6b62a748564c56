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
export type CpuFamily = (typeof CPU_FAMILY_OPTIONS)[number]['value'];

export const OS_OPTIONS = [
  { value: 'WINDOWS', slug: 'windows', label: 'Windows' },
  { value: 'MACOS', slug: 'macos', label: 'macOS' },
  { value: 'CHROMEOS', slug: 'chromeos', label: 'ChromeOS' },
] as const;
export type OperatingSystem = (typeof OS_OPTIONS)[number]['value'];

export const GPU_OPTIONS = [
  { value: 'INTEGRATED', slug: 'integrated', label: 'Integrated' },
  { value: 'DEDICATED', slug: 'dedicated', label: 'Dedicated' },
] as const;
export type GpuKind = (typeof GPU_OPTIONS)[number]['value'];

export const SORT_OPTIONS = [
  { value: 'NEWEST', slug: 'newest', label: 'Newest first' },
  { value: 'PRICE_ASC', slug: 'price', label: 'Price: low to high' },
  { value: 'PRICE_DESC', slug: 'price-desc', label: 'Price: high to low' },
  { value: 'WEIGHT_ASC', slug: 'weight', label: 'Lightest first' },
  { value: 'BATTERY_DESC', slug: 'battery', label: 'Biggest battery first' },
] as const;
export type LaptopSort = (typeof SORT_OPTIONS)[number]['value'];
const DEFAULT_SORT: LaptopSort = 'NEWEST';

export interface FinderState {
  brands: string[];
  /** Whole US dollars. */
  minPrice?: number;
  maxPrice?: number;
  minScreen?: number;
  maxScreen?: number;
  ram?: number;
  storage?: number;
  /** At most this many kg. */
  weight?: number;
  cpus: CpuFamily[];
  gpu?: GpuKind;
  systems: OperatingSystem[];
  minYear?: number;
  maxYear?: number;
  sort: LaptopSort;
  page: number;
}

export const EMPTY_FINDER: FinderState = { brands: [], cpus: [], systems: [], sort: DEFAULT_SORT, page: 1 };

type NumberKey = 'minPrice' | 'maxPrice' | 'minScreen' | 'maxScreen' | 'ram' | 'storage' | 'weight' | 'minYear' | 'maxYear';
const NUMBER_KEYS: NumberKey[] = ['minPrice', 'maxPrice', 'minScreen', 'maxScreen', 'ram', 'storage', 'weight', 'minYear', 'maxYear'];

const listOf = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

function fromSlugs<Value extends string>(options: readonly { value: Value; slug: string }[], value: string | null): Value[] {
  return listOf(value).flatMap((slug) => options.filter((option) => option.slug === slug).map((option) => option.value));
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

const slugOf = <Value extends string>(options: readonly { value: Value; slug: string }[], value: Value) =>
  options.find((option) => option.value === value)!.slug;

/** Address -> finder state. */
export function finderStateFromSearch(search: URLSearchParams): FinderState {
  const state: FinderState = {
    brands: [...new Set(listOf(search.get('brand')).filter((brand) => /^[a-z0-9-]{1,40}$/.test(brand)))],
    cpus: fromSlugs(CPU_FAMILY_OPTIONS, search.get('cpu')),
    systems: fromSlugs(OS_OPTIONS, search.get('os')),
    gpu: fromSlugs(GPU_OPTIONS, search.get('gpu'))[0],
    sort: fromSlugs(SORT_OPTIONS, search.get('sort'))[0] ?? DEFAULT_SORT,
    page: Math.max(1, Math.floor(positiveNumber(search.get('page')) ?? 1)),
  };
  for (const key of NUMBER_KEYS) {
    const value = positiveNumber(search.get(key));
    if (value !== undefined) state[key] = value;
  }
  if (state.gpu === undefined) delete state.gpu;
  return state;
}

/** Finder state -> address, leaving defaults out so the plain finder stays `/laptop`. */
export function searchFromFinderState(state: FinderState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.brands.length > 0) search.set('brand', state.brands.join(','));
  for (const key of NUMBER_KEYS) {
    const value = state[key];
    if (value !== undefined) search.set(key, String(value));
  }
  if (state.cpus.length > 0) search.set('cpu', state.cpus.map((cpu) => slugOf(CPU_FAMILY_OPTIONS, cpu)).join(','));
  if (state.gpu) search.set('gpu', slugOf(GPU_OPTIONS, state.gpu));
  if (state.systems.length > 0) search.set('os', state.systems.map((os) => slugOf(OS_OPTIONS, os)).join(','));
  if (state.sort !== DEFAULT_SORT) search.set('sort', slugOf(SORT_OPTIONS, state.sort));
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** A changed filter starts again on page 1 (page 4 of the old result means nothing in the new one). */
export function withFilter(state: FinderState, change: Partial<Omit<FinderState, 'page'>>): FinderState {
  const next: FinderState = { ...state, ...change, page: 1 };
  for (const key of Object.keys(change) as (keyof FinderState)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** The API filter of a finder state (`laptopFinder(filter: ...)`). */
export function finderFilterOf(state: FinderState) {
  const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));
  return {
    companyPaths: state.brands.length > 0 ? state.brands : undefined,
    minPriceCents: cents(state.minPrice),
    maxPriceCents: cents(state.maxPrice),
    minScreenInches: state.minScreen,
    maxScreenInches: state.maxScreen,
    minRamGb: state.ram,
    minStorageGb: state.storage,
    maxWeightKg: state.weight,
    cpuFamilies: state.cpus.length > 0 ? state.cpus : undefined,
    gpuKind: state.gpu,
    operatingSystems: state.systems.length > 0 ? state.systems : undefined,
    minReleaseYear: state.minYear,
    maxReleaseYear: state.maxYear,
  };
}
