import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API_ROOT } from '../config';
import { OPEN_DB_CATEGORIES } from './open-db/open-db-categories';

const DATA_DIR = path.join(API_ROOT, 'data', 'pc-parts');

export interface PartRecord {
  id: string;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  [field: string]: unknown;
}

export interface PriceSource {
  title: string;
  url: string;
}

/** A launch list price: the part's own (a CPU), or its chipset's (a video card: "from" the reference card's price). */
export interface ListPrice {
  amount: number;
  currency: string;
  kind: 'part' | 'chipset';
  /** The maker's page, or two independent pages that agree. */
  sources: PriceSource[];
}

interface LaunchPrices {
  cpus: { partIds: string[]; amount: number; currency: string; sources: PriceSource[] }[];
  gpuChipsets: {
    chipsetManufacturer: string;
    chipset: string;
    /** Set when the data spells two memory sizes of a chipset alike and they launched at different prices. */
    memoryGb: number | null;
    amount: number;
    currency: string;
    sources: PriceSource[];
  }[];
}

/** Where the PC part records come from, and the release the committed seed was imported from. */
export const OPEN_DB_URL = 'https://github.com/buildcores/buildcores-open-db';
export const OPEN_DB_COMMIT = '136a77aec16a30ba81a7cc6b448a8bace9a25359';

/** BuildCores OpenDB's builder categories (ODC-By) as the importer wrote them, each stored whole in `specs`. */
export function pcPartRecords(): PartRecord[] {
  return OPEN_DB_CATEGORIES.flatMap(
    ({ file }) =>
      JSON.parse(gunzipSync(readFileSync(path.join(DATA_DIR, `${file}.json.gz`))).toString('utf8')) as PartRecord[],
  );
}

/** The launch price of a part, from launch-prices.json: its own, or its chipset's; undefined when none was sourced. */
export function launchPrices(): (record: PartRecord) => ListPrice | undefined {
  const { cpus, gpuChipsets } = JSON.parse(
    readFileSync(path.join(DATA_DIR, 'launch-prices.json'), 'utf8'),
  ) as LaunchPrices;
  const byPart = new Map<string, ListPrice>();
  for (const { partIds, amount, currency, sources } of cpus)
    for (const id of partIds) byPart.set(id, { amount, currency, sources, kind: 'part' });
  const chipsetKey = (maker: unknown, chipset: unknown, memoryGb: unknown) => `${maker}|${chipset}|${memoryGb ?? ''}`;
  const byChipset = new Map(
    gpuChipsets.map((price) => [
      chipsetKey(price.chipsetManufacturer, price.chipset, price.memoryGb),
      { amount: price.amount, currency: price.currency, sources: price.sources, kind: 'chipset' as const },
    ]),
  );
  return (record) => {
    const own = byPart.get(record.id);
    if (own || record.category !== 'gpu') return own;
    return (
      byChipset.get(chipsetKey(record.chipset_manufacturer, record.chipset, record.memory_gb)) ??
      byChipset.get(chipsetKey(record.chipset_manufacturer, record.chipset, null))
    );
  };
}
