import {
  BEST_RATED_SORT,
  defineFinder,
  modelFinderFilterOf,
  NEWEST_AND_PRICE_SORTS,
  nonEmptyOrUndefined,
  numberFields,
} from '@gadgets/shared-ui/widgets';

/**
 * The phone finder's filters as they read in the address (`/mobile/finder?features=5g,nfc&minBatteryMah=5000&maxPrice=600`)
 * and as the API's `phoneFinder(filter:)` takes them. Prices are whole US dollars in the address, cents in the API.
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

export const PHONE_FINDER = defineFinder(
  {
    brands: { kind: 'slugs', param: 'brand' },
    ...numberFields('minPrice', 'maxPrice', 'minYear', 'maxYear', 'minDisplay', 'maxDisplay', 'resolution', 'refresh'),
    panels: { kind: 'list', param: 'panel', options: PANEL_OPTIONS },
    chipsets: { kind: 'list', param: 'chipset', options: CHIPSET_OPTIONS },
    ...numberFields('ram', 'storage', 'camera'),
    // Named as the API's argument and the battery_mah column; addresses saved before still say `battery`.
    minBatteryMah: { kind: 'number', param: 'minBatteryMah', formerParams: ['battery'] },
    ...numberFields('charging', 'ip'),
    features: { kind: 'list', param: 'features', options: FEATURE_OPTIONS },
  },
  SORT_OPTIONS,
);

export type PhoneFinderState = ReturnType<typeof PHONE_FINDER.stateFromSearch>;

const asked = (state: PhoneFinderState, feature: PhoneFeature) => (state.features.includes(feature) ? true : undefined);

/** The API filter of a finder state (`phoneFinder(filter: ...)`). */
export function phoneFilterOf(state: PhoneFinderState) {
  return {
    ...modelFinderFilterOf(state),
    minDisplayInches: state.minDisplay,
    maxDisplayInches: state.maxDisplay,
    minResolutionPx: state.resolution,
    minRefreshHz: state.refresh,
    panels: nonEmptyOrUndefined(state.panels),
    chipsetMakers: nonEmptyOrUndefined(state.chipsets),
    minRamGb: state.ram,
    minStorageGb: state.storage,
    minMainCameraMp: state.camera,
    minBatteryMah: state.minBatteryMah,
    minWiredChargingW: state.charging,
    minIpRating: state.ip,
    has5g: asked(state, 'has5g'),
    nfc: asked(state, 'nfc'),
    headphoneJack: asked(state, 'headphoneJack'),
    cardSlot: asked(state, 'cardSlot'),
    wirelessCharging: asked(state, 'wirelessCharging'),
  };
}
