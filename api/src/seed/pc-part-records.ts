import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';

const FILES = ['cpus', 'gpus', 'motherboards', 'ram', 'storage', 'psus', 'cases', 'cpu-coolers'];
const DATA_DIR = path.join(API_ROOT, 'data', 'pc-parts');

export interface PartRecord {
  id: string;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  [field: string]: unknown;
}

export interface ListPrice {
  partId: string;
  amount: number;
  currency: string;
  source: string;
  sourceUrl: string;
}

/** Where the PC part records come from (see data/pc-parts/README.md for the commit). */
export const OPEN_DB_URL = 'https://github.com/buildcores/buildcores-open-db';

/** The BuildCores OpenDB subset (ODC-By), stored whole in `specs`. */
export function pcPartRecords(): PartRecord[] {
  return FILES.flatMap((file) => JSON.parse(readFileSync(path.join(DATA_DIR, `${file}.json`), 'utf8')) as PartRecord[]);
}

/** Launch list prices we could source (list-prices.json); every other part has none. */
export function listPrices(): Map<string, ListPrice> {
  const { prices } = JSON.parse(readFileSync(path.join(DATA_DIR, 'list-prices.json'), 'utf8')) as {
    prices: ListPrice[];
  };
  return new Map(prices.map((price) => [price.partId, price]));
}
