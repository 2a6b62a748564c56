import { BIKE_LINES } from '../seed/bike-specs';
import { bikeDocumentFromLine } from '../seed/bikes';
import { laptopStatedValues } from '../seed/laptop-line';
import { LAPTOP_LINES } from '../seed/laptop-specs';
import { launchPrices, OPEN_DB_URL, pcPartRecords } from '../seed/pc-part-records';
import { FLAGSHIP_PHONES, type FlagshipPhone } from '../seed/phone-flagships';
import { listPriceChecks } from '../seed/phone-list-prices';
import { phoneSeeds } from '../seed/phones';
import { slugify, toPath } from '../shared/errors';
import { type SourcedModel } from './source-report';

/** Parts of the bike feature document that are editorial, links or worked out from another value. */
const BIKE_DERIVED = new Set([
  'series',
  'highlights',
  'drawbacks',
  'sourceUrl',
  'imgs',
  'gearShiftPattern',
  'listPrice',
  'priceCurrency',
]);
/** A flagship's values, by its top-level field names. */
const FLAGSHIP_VALUES = [
  'announced',
  'released',
  'price',
  'colors',
  'chip',
  'network',
  'cpu',
  'display',
  'storage',
  'ram',
  'rear',
  'front',
  'sound',
  'wireless',
  'battery',
] as const satisfies readonly (keyof FlagshipPhone)[];

/** "Dell" + "XPS 13 9350", but "Dell" + "Dell 14 Plus" stays "Dell 14 Plus". */
const modelName = (brand: string, name: string) => (name.startsWith(`${brand} `) ? name : `${brand} ${name}`);
const isStated = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

function laptopModels(): SourcedModel[] {
  return LAPTOP_LINES.map((line) => ({
    category: 'laptops',
    model: modelName(line.b, line.n),
    stated: Object.entries(laptopStatedValues(line))
      .filter(([, value]) => value !== null)
      .map(([name]) => name),
    checks: line.checked ?? [],
  }));
}

function bikeModels(): SourcedModel[] {
  return BIKE_LINES.map((line) => {
    const feature = bikeDocumentFromLine(line, toPath(line.c), slugify(line.m));
    return {
      category: 'bikes',
      model: modelName(line.c, line.m),
      stated: Object.entries(feature)
        .filter(([name, value]) => !BIKE_DERIVED.has(name) && isStated(value))
        .map(([name]) => name),
      checks: line.checked ?? [],
    };
  });
}

/**
 * Wiki phones come from a dataset with a page per phone, so their specifications are sourced there; a launch price
 * added beside them counts only with its own pages (`LIST_PRICES` in seed/phone-list-prices.ts). Flagships were written by the
 * team and carry their own checks.
 */
function phoneModels(): SourcedModel[] {
  const flagships = new Map(FLAGSHIP_PHONES.map((phone) => [modelName(phone.brand, phone.model), phone]));
  return phoneSeeds().map((seed): SourcedModel => {
    const model = modelName(seed.company, seed.name);
    const flagship = flagships.get(model);
    if (flagship) {
      return {
        category: 'phones',
        model,
        stated: FLAGSHIP_VALUES.filter((name) => isStated(flagship[name])),
        checks: flagship.checked ?? [],
      };
    }
    const sourceUrl = String(seed.detail.sourceUrl ?? '');
    return {
      category: 'phones',
      model,
      stated: seed.price ? ['specifications', 'price'] : ['specifications'],
      checks: [{ url: sourceUrl, values: ['specifications'] }, ...listPriceChecks(`${seed.companyPath}/${seed.path}`)],
    };
  });
}

/** PC parts are OpenDB records; a launch price names its own sources (a video card's, its chipset's). */
function pcPartModels(): SourcedModel[] {
  const priceOf = launchPrices();
  return pcPartRecords().map((record): SourcedModel => {
    const price = priceOf(record);
    return {
      category: 'PC parts',
      // OpenDB lists some parts under one name several times (a boxed and a tray record): the id tells them apart.
      model: `${record.name} (${record.id})`,
      stated: price ? ['specifications', 'price'] : ['specifications'],
      checks: [
        { url: OPEN_DB_URL, values: ['specifications'] },
        ...(price?.sources.map((source) => ({ url: source.url, values: ['price'] })) ?? []),
      ],
    };
  });
}

/** Every model of the seed catalogue, as the data report reads it. */
export function catalogueSources(): SourcedModel[] {
  return [...phoneModels(), ...laptopModels(), ...bikeModels(), ...pcPartModels()];
}
