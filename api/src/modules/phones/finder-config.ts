import * as finder from '../finder/finder-kit';
import type { StandingColumn } from '../models/spec-standing';
import { CHIPSET_MAKERS, PANEL_TYPES, type ChipsetMaker, type PanelType } from './finder-values';

export const PHONE_SORTS = [
  'NEWEST',
  'PRICE_ASC',
  'PRICE_DESC',
  'BATTERY_DESC',
  'DISPLAY_DESC',
  'DISPLAY_ASC',
  'RATING_DESC',
] as const;
export type PhoneSort = (typeof PHONE_SORTS)[number];

/** A checked phone filter (see service.ts): every bound optional and inclusive, lists mean "any of", true means "has it". */
export interface PhoneFinderFilter {
  companyPaths?: string[] | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  minReleaseYear?: number | undefined;
  maxReleaseYear?: number | undefined;
  minDisplayInches?: number | undefined;
  maxDisplayInches?: number | undefined;
  minResolutionPx?: number | undefined;
  minRefreshHz?: number | undefined;
  panels?: PanelType[] | undefined;
  chipsetMakers?: ChipsetMaker[] | undefined;
  minRamGb?: number | undefined;
  minStorageGb?: number | undefined;
  minMainCameraMp?: number | undefined;
  minBatteryMah?: number | undefined;
  minWiredChargingW?: number | undefined;
  minIpRating?: number | undefined;
  cardSlot?: true | undefined;
  wirelessCharging?: true | undefined;
  has5g?: true | undefined;
  nfc?: true | undefined;
  headphoneJack?: true | undefined;
}

/** The finder numbers of every phone, as the store reads them for the in-memory index. */
export interface PhoneIndexRow {
  model_id: number;
  company_path: string;
  released: string | null;
  price_cents: number | null;
  release_year: number | null;
  display_inches: number | null;
  resolution_short_px: number | null;
  refresh_hz: number | null;
  panel: string | null;
  chipset_maker: string | null;
  ram_gb: number | null;
  storage_gb: number | null;
  card_slot: string | null;
  main_camera_mp: number | null;
  battery_mah: number | null;
  wired_charging_w: number | null;
  wireless_charging: string | null;
  has_5g: string | null;
  nfc: string | null;
  headphone_jack: string | null;
  ip_rating: number | null;
}

export const PHONE_FINDER_COLUMNS: finder.IndexColumns<PhoneIndexRow> = {
  numbers: [
    'price_cents',
    'release_year',
    'display_inches',
    'resolution_short_px',
    'refresh_hz',
    'ram_gb',
    'storage_gb',
    'main_camera_mp',
    'battery_mah',
    'wired_charging_w',
    'ip_rating',
  ],
  texts: [
    'company_path',
    'released',
    'panel',
    'chipset_maker',
    'card_slot',
    'wireless_charging',
    'has_5g',
    'nfc',
    'headphone_jack',
  ],
  clusterBy: ['company_path', 'price_cents'],
  live: finder.RATING_COLUMNS,
};

export const PHONE_FINDER_TABLE = finder.finderTable(
  'phone_finder',
  PHONE_FINDER_COLUMNS,
  `f.model_id, m.company, f.company_path, m.path, m.name, m.img, f.released, f.price_cents, f.currency, f.release_year,
    f.display_inches, f.resolution_short_px, f.refresh_hz, f.panel, f.chipset_maker, f.ram_gb, f.storage_gb, f.card_slot,
    f.main_camera_mp, f.battery_mah, f.wired_charging_w, f.wireless_charging, f.has_5g, f.nfc, f.headphone_jack, f.ip_rating`,
  { listedOnly: true },
);

/** Each sort ends with model_id so pages never overlap; a phone without the sorted number comes last. */
export const PHONE_SORT_KEYS: Record<PhoneSort, finder.SortKey> = {
  ...finder.NEWEST_AND_PRICE_SORT_KEYS,
  BATTERY_DESC: { column: 'battery_mah', direction: 'DESC', tie: 'ASC' },
  DISPLAY_DESC: { column: 'display_inches', direction: 'DESC', tie: 'ASC' },
  DISPLAY_ASC: { column: 'display_inches', direction: 'ASC', tie: 'ASC' },
  RATING_DESC: finder.RATING_SORT_KEY,
};

/** What a phone's page ranks it by (the schema's SpecStanding), among the listed phones. */
export const PHONE_STANDING_COLUMNS: readonly StandingColumn[] = [
  { key: 'BATTERY', column: 'battery_mah', higherIsBetter: true },
  { key: 'DISPLAY_SIZE', column: 'display_inches', higherIsBetter: true },
  { key: 'REFRESH_RATE', column: 'refresh_hz', higherIsBetter: true },
  { key: 'PRICE', column: 'price_cents', higherIsBetter: false, scale: 0.01 },
];

/** A yes/no feature asked for: only phones whose sheet says yes (unknown never matches). */
const feature = (key: string, column: string, wanted: true | undefined) =>
  finder.anyOfCondition(key, column, wanted ? ['YES'] : undefined);

/**
 * A checked phone filter as the finder's conditions. Keys name the visitor's controls (the address's filters), so
 * the lowest and highest price are two controls, each counted with the other still applied.
 */
export function phoneConditions(filter: PhoneFinderFilter): finder.Condition[] {
  return [
    ...finder.anyOfCondition('companyPaths', 'company_path', filter.companyPaths),
    ...finder.rangeCondition('minPriceCents', 'price_cents', filter.minPriceCents, undefined),
    ...finder.rangeCondition('maxPriceCents', 'price_cents', undefined, filter.maxPriceCents),
    ...finder.rangeCondition('minReleaseYear', 'release_year', filter.minReleaseYear, undefined),
    ...finder.rangeCondition('maxReleaseYear', 'release_year', undefined, filter.maxReleaseYear),
    ...finder.rangeCondition('minDisplayInches', 'display_inches', filter.minDisplayInches, undefined),
    ...finder.rangeCondition('maxDisplayInches', 'display_inches', undefined, filter.maxDisplayInches),
    ...finder.rangeCondition('minResolutionPx', 'resolution_short_px', filter.minResolutionPx, undefined),
    ...finder.rangeCondition('minRefreshHz', 'refresh_hz', filter.minRefreshHz, undefined),
    ...finder.anyOfCondition('panels', 'panel', filter.panels),
    ...finder.anyOfCondition('chipsetMakers', 'chipset_maker', filter.chipsetMakers),
    ...finder.rangeCondition('minRamGb', 'ram_gb', filter.minRamGb, undefined),
    ...finder.rangeCondition('minStorageGb', 'storage_gb', filter.minStorageGb, undefined),
    ...finder.rangeCondition('minMainCameraMp', 'main_camera_mp', filter.minMainCameraMp, undefined),
    ...finder.rangeCondition('minBatteryMah', 'battery_mah', filter.minBatteryMah, undefined),
    ...finder.rangeCondition('minWiredChargingW', 'wired_charging_w', filter.minWiredChargingW, undefined),
    ...finder.rangeCondition('minIpRating', 'ip_rating', filter.minIpRating, undefined),
    ...feature('cardSlot', 'card_slot', filter.cardSlot),
    ...feature('wirelessCharging', 'wireless_charging', filter.wirelessCharging),
    ...feature('has5g', 'has_5g', filter.has5g),
    ...feature('nfc', 'nfc', filter.nfc),
    ...feature('headphoneJack', 'headphone_jack', filter.headphoneJack),
  ];
}

/**
 * The ranges a visitor sets with a slider over a histogram, each counted with every other filter applied (its own
 * bounds left out): prices in bars of whole $10s or more, displays of 0.1" or more, batteries of 100 mAh or more.
 */
export const PHONE_HISTOGRAMS: readonly finder.HistogramSpec[] = [
  { key: 'priceCents', column: 'price_cents', controls: ['minPriceCents', 'maxPriceCents'], unit: 1000 },
  { key: 'displayInches', column: 'display_inches', controls: ['minDisplayInches', 'maxDisplayInches'], unit: 0.1 },
  { key: 'batteryMah', column: 'battery_mah', controls: ['minBatteryMah'], unit: 100 },
];

/** The steps each bound offers; the API counts every step, so the finder can show "(N)" and disable a dead end. */
export const PHONE_FINDER_STEPS = {
  minPriceCents: [200, 300, 400, 500, 600, 800, 1000].map((dollars) => dollars * 100),
  maxPriceCents: [300, 400, 500, 600, 800, 1000, 1200, 1500].map((dollars) => dollars * 100),
  minDisplayInches: [5.5, 6, 6.3, 6.5, 6.7],
  maxDisplayInches: [5.5, 6, 6.3, 6.5, 6.7, 7],
  minResolutionPx: [720, 1080, 1440],
  minRefreshHz: [90, 120, 144],
  minRamGb: [3, 4, 6, 8, 12, 16],
  minStorageGb: [32, 64, 128, 256, 512, 1024],
  minMainCameraMp: [12, 48, 50, 64, 108, 200],
  minBatteryMah: [3000, 4000, 4500, 5000, 5500, 6000],
  minWiredChargingW: [20, 30, 45, 65],
  minIpRating: [67, 68],
} as const;

type StepKey = keyof typeof PHONE_FINDER_STEPS;
const STEP_COLUMNS: Record<StepKey, { column: string; bound: 'min' | 'max' }> = {
  minPriceCents: { column: 'price_cents', bound: 'min' },
  maxPriceCents: { column: 'price_cents', bound: 'max' },
  minDisplayInches: { column: 'display_inches', bound: 'min' },
  maxDisplayInches: { column: 'display_inches', bound: 'max' },
  minResolutionPx: { column: 'resolution_short_px', bound: 'min' },
  minRefreshHz: { column: 'refresh_hz', bound: 'min' },
  minRamGb: { column: 'ram_gb', bound: 'min' },
  minStorageGb: { column: 'storage_gb', bound: 'min' },
  minMainCameraMp: { column: 'main_camera_mp', bound: 'min' },
  minBatteryMah: { column: 'battery_mah', bound: 'min' },
  minWiredChargingW: { column: 'wired_charging_w', bound: 'min' },
  minIpRating: { column: 'ip_rating', bound: 'min' },
};

const FEATURE_COLUMNS = {
  cardSlot: 'card_slot',
  wirelessCharging: 'wireless_charging',
  has5g: 'has_5g',
  nfc: 'nfc',
  headphoneJack: 'headphone_jack',
} as const;

/**
 * Every control whose options show a count: brands and release years as the catalogue has them, the fixed steps of
 * each bound, the panel types and chipset makers, and each yes/no feature's "yes".
 */
export function phoneOptionGroups(brands: readonly string[], years: readonly number[]): finder.OptionGroup[] {
  const stepGroups = (Object.keys(STEP_COLUMNS) as StepKey[]).map((key) => {
    const { column, bound } = STEP_COLUMNS[key];
    return finder.stepGroup(key, column, bound, PHONE_FINDER_STEPS[key]);
  });
  return [
    finder.choiceGroup('companyPaths', 'company_path', brands),
    ...stepGroups,
    finder.stepGroup('minReleaseYear', 'release_year', 'min', years),
    finder.stepGroup('maxReleaseYear', 'release_year', 'max', years),
    finder.choiceGroup('panels', 'panel', PANEL_TYPES),
    finder.choiceGroup('chipsetMakers', 'chipset_maker', CHIPSET_MAKERS),
    ...Object.entries(FEATURE_COLUMNS).map(([key, column]) => ({
      key,
      options: [{ value: 'true', condition: { key, column, anyOf: ['YES'] } }],
    })),
  ];
}

/** How the finder answers a checked filter: its conditions, its orders and its ranges' histograms. */
export const PHONE_FINDER_RULES = {
  conditions: phoneConditions,
  sortKeys: PHONE_SORT_KEYS,
  histograms: PHONE_HISTOGRAMS,
};
