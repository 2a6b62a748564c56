import { z } from 'zod';
import type { ReadCache } from '../../shared/cache';
import { createFinderRunner, optionalList, type FinderHosting } from '../finder/finder-runner';
import {
  boundedNumber,
  brandPaths,
  finderItemModel,
  modelFinder,
  modelFinderArguments,
  yearsNewestFirst,
} from '../models/model-finder';
import { standingsFrom } from '../models/spec-standing';
import {
  PHONE_FINDER_COLUMNS,
  PHONE_FINDER_RULES,
  PHONE_SORTS,
  PHONE_STANDING_COLUMNS,
  phoneOptionGroups,
} from './finder-config';
import { CHIPSET_MAKERS, PANEL_TYPES } from './finder-values';
import type { PhoneFinderRow, PhoneStore } from './store';

const between = (what: string, min: number, max: number) => `${what} must be between ${min} and ${max}`;
const wholeNumber = (what: string, min: number, max: number) =>
  boundedNumber(min, max, {
    whole: `${what} must be a whole number`,
    below: between(what, min, max),
    above: between(what, min, max),
  });
const decimal = (what: string, min: number, max: number) =>
  boundedNumber(min, max, { below: between(what, min, max), above: between(what, min, max) });
/** A yes-only switch: true asks for the feature, false or null leaves the filter off. */
const wanted = () =>
  z
    .boolean()
    .nullish()
    .transform((value): true | undefined => (value ? true : undefined));

/** The finder's arguments as GraphQL hands them over (enums already checked by GraphQL, bounds checked here). */
const filterFields = {
  companyPaths: brandPaths('samsung'),
  minPriceCents: wholeNumber('Price', 0, 100_000_000),
  maxPriceCents: wholeNumber('Price', 0, 100_000_000),
  minReleaseYear: wholeNumber('Year', 2000, 2100),
  maxReleaseYear: wholeNumber('Year', 2000, 2100),
  minDisplayInches: decimal('Display size', 1, 20),
  maxDisplayInches: decimal('Display size', 1, 20),
  minResolutionPx: wholeNumber('Resolution', 1, 10_000),
  minRefreshHz: wholeNumber('Refresh rate', 1, 1000),
  panels: optionalList(z.enum(PANEL_TYPES), PANEL_TYPES.length, 'panel types'),
  chipsetMakers: optionalList(z.enum(CHIPSET_MAKERS), CHIPSET_MAKERS.length, 'chipset makers'),
  minRamGb: decimal('Memory', 0, 1024),
  minStorageGb: wholeNumber('Storage', 1, 65_536),
  minMainCameraMp: decimal('Camera resolution', 0, 1000),
  minBatteryMah: wholeNumber('Battery', 0, 100_000),
  minWiredChargingW: decimal('Charging power', 0, 1000),
  minIpRating: wholeNumber('IP rating', 0, 69),
  cardSlot: wanted(),
  wirelessCharging: wanted(),
  has5g: wanted(),
  nfc: wanted(),
  headphoneJack: wanted(),
};

const phoneArguments = modelFinderArguments(
  filterFields,
  ['minDisplayInches', 'maxDisplayInches', 'Smallest display must not be above the largest display'],
  PHONE_SORTS,
);

const yes = (value: string | null) => (value === null ? null : value === 'YES');

function finderItem(row: PhoneFinderRow) {
  return finderItemModel(row, {
    releaseYear: row.release_year,
    displayInches: row.display_inches,
    resolutionShortPx: row.resolution_short_px,
    refreshHz: row.refresh_hz,
    panel: row.panel as (typeof PANEL_TYPES)[number] | null,
    chipsetMaker: row.chipset_maker as (typeof CHIPSET_MAKERS)[number] | null,
    ramGb: row.ram_gb,
    storageGb: row.storage_gb,
    cardSlot: yes(row.card_slot),
    mainCameraMp: row.main_camera_mp,
    batteryMah: row.battery_mah,
    wiredChargingW: row.wired_charging_w,
    wirelessCharging: yes(row.wireless_charging),
    has5g: yes(row.has_5g),
    nfc: yes(row.nfc),
    headphoneJack: yes(row.headphone_jack),
    ipRating: row.ip_rating,
  });
}

/**
 * The finder's index columns, its matches as the schema reads them, its name among the finder threads' indexes and the
 * catalogue section whose writes drop it.
 */
const PHONE_FINDER = { columns: PHONE_FINDER_COLUMNS, item: finderItem, name: 'phones', section: 'mobile' } as const;

/** `hosting`: where the index lives, and the ratings the best rated order reads (without them, no phone is rated). */
export function createPhoneService(store: PhoneStore, cache: ReadCache, hosting: FinderHosting = {}) {
  const runner = createFinderRunner({ store, cache, ...hosting, ...PHONE_FINDER });
  const finder = modelFinder(runner, {
    offered: async () => {
      const { brands, years } = await store.facets();
      return {
        brands: brands.map((brand) => ({ companyPath: brand.company_path, companyName: brand.company })),
        releaseYears: yearsNewestFirst(years.min_year, years.max_year),
      };
    },
    optionGroups: ({ brands, releaseYears }) =>
      phoneOptionGroups(
        brands.map((brand) => brand.companyPath),
        releaseYears,
      ),
    arguments: phoneArguments,
    ...PHONE_FINDER_RULES,
  });

  return {
    ...finder,

    /** Where a phone's battery, display, refresh rate and price stand among the listed phones' (the finder index). */
    standing: standingsFrom(runner, PHONE_STANDING_COLUMNS),
  };
}

type PhoneService = ReturnType<typeof createPhoneService>;
export type PhoneFinderPageModel = Awaited<ReturnType<PhoneService['finder']>>;
