import {
  BEST_RATED_SORT,
  defineFinder,
  modelFinderFilterOf,
  NEWEST_AND_PRICE_SORTS,
  nonEmptyOrUndefined,
  numberFields,
} from '@gadgets/shared-ui/widgets';
import type { VariablesOf } from '@gadgets/shared-ui';
import type { PhoneFinder_ResultsQuery } from './phone-finder-queries';

/**
 * The phone finder's filters as they read in the address (`/mobile/finder?features=5g,nfc&minBatteryMah=5000&maxPrice=600`)
 * and as the API's `phoneFinder(filter:)` takes them.
 */
export const PANEL_OPTIONS = [
  { value: 'OLED', slug: 'oled', label: 'OLED' },
  { value: 'LCD', slug: 'lcd', label: 'LCD' },
] as const;

export const CHIPSET_OPTIONS = [
  { value: 'QUALCOMM', slug: 'qualcomm', label: 'Qualcomm Snapdragon' },
  { value: 'MEDIATEK', slug: 'mediatek', label: 'MediaTek' },
  { value: 'APPLE', slug: 'apple', label: 'Apple' },
  { value: 'GOOGLE', slug: 'google', label: 'Google Tensor' },
  { value: 'SAMSUNG', slug: 'samsung', label: 'Samsung Exynos' },
  { value: 'HISILICON', slug: 'hisilicon', label: 'HiSilicon Kirin' },
] as const;

/** Yes/no features: each one checked must be there (all of them, unlike the other lists). */
export const FEATURE_OPTIONS = [
  { value: 'has5g', slug: '5g', label: '5G' },
  { value: 'nfc', slug: 'nfc', label: 'NFC' },
  { value: 'headphoneJack', slug: 'jack', label: '3.5 mm headphone jack' },
  { value: 'cardSlot', slug: 'card', label: 'Memory card slot' },
  { value: 'wirelessCharging', slug: 'wireless', label: 'Wireless charging' },
] as const;
export type PhoneFeature = (typeof FEATURE_OPTIONS)[number]['value'];

const SORT_OPTIONS = [
  ...NEWEST_AND_PRICE_SORTS,
  { value: 'BATTERY_DESC', slug: 'battery', label: 'Biggest battery first' },
  { value: 'DISPLAY_DESC', slug: 'display', label: 'Largest display first' },
  { value: 'DISPLAY_ASC', slug: 'display-asc', label: 'Smallest display first' },
  BEST_RATED_SORT,
] as const;

/**
 * Each filter reads in the address under the name of the API argument it becomes (`minRamGb=8`), and addresses saved
 * under the names it had before (`ram=8`) still select it. Two keep an address name of their own: the brands, as the
 * site names them (the API's `companyPaths`), and the prices, which are whole dollars there (the API's cents).
 */
export const PHONE_FINDER = defineFinder(
  {
    brands: { kind: 'slugs', param: 'brand' },
    ...numberFields('minPrice', 'maxPrice'),
    minReleaseYear: { kind: 'number', formerParams: ['minYear'] },
    maxReleaseYear: { kind: 'number', formerParams: ['maxYear'] },
    minDisplayInches: { kind: 'number', formerParams: ['minDisplay'] },
    maxDisplayInches: { kind: 'number', formerParams: ['maxDisplay'] },
    minResolutionPx: { kind: 'number', formerParams: ['resolution'] },
    minRefreshHz: { kind: 'number', formerParams: ['refresh'] },
    panels: { kind: 'list', options: PANEL_OPTIONS, formerParams: ['panel'] },
    chipsetMakers: { kind: 'list', options: CHIPSET_OPTIONS, formerParams: ['chipset'] },
    minRamGb: { kind: 'number', formerParams: ['ram'] },
    minStorageGb: { kind: 'number', formerParams: ['storage'] },
    minMainCameraMp: { kind: 'number', formerParams: ['camera'] },
    minBatteryMah: { kind: 'number', formerParams: ['battery'] },
    minWiredChargingW: { kind: 'number', formerParams: ['charging'] },
    minIpRating: { kind: 'number', formerParams: ['ip'] },
    // One list in the address for five yes/no arguments (has5g, nfc, ...).
    features: { kind: 'list', options: FEATURE_OPTIONS },
  },
  SORT_OPTIONS,
);

export type PhoneFinderState = ReturnType<typeof PHONE_FINDER.stateFromSearch>;
type PhoneFinderFilter = NonNullable<VariablesOf<typeof PhoneFinder_ResultsQuery>['filter']>;

const asked = (features: readonly PhoneFeature[], feature: PhoneFeature) =>
  features.includes(feature) ? true : undefined;

/** The API filter of a finder state (`phoneFinder(filter: ...)`). */
export function phoneFilterOf(state: PhoneFinderState): PhoneFinderFilter {
  const { brands, minPrice, maxPrice, panels, chipsetMakers, features, sort: _sort, page: _page, ...rest } = state;
  // The rest are named as their arguments: they go as they are (a key the API does not take fails to compile here).
  const sameNamed: Pick<PhoneFinderFilter, keyof typeof rest> = rest;
  return {
    ...modelFinderFilterOf({ brands, minPrice, maxPrice }),
    ...sameNamed,
    panels: nonEmptyOrUndefined(panels),
    chipsetMakers: nonEmptyOrUndefined(chipsetMakers),
    has5g: asked(features, 'has5g'),
    nfc: asked(features, 'nfc'),
    headphoneJack: asked(features, 'headphoneJack'),
    cardSlot: asked(features, 'cardSlot'),
    wirelessCharging: asked(features, 'wirelessCharging'),
  };
}
