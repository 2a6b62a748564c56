import { FinderIndex as GenericFinderIndex } from '../../finder/finder-index';
import {
  LAPTOP_FINDER_COLUMNS,
  LAPTOP_SORT_KEYS,
  laptopConditions,
  type CountRow,
  type FinderFilter,
  type LaptopSort,
} from '../finder-config';

/** The shared finder index configured as the laptop service uses it, asked in the laptop filter's words. */
class FinderIndex {
  private readonly index: GenericFinderIndex<CountRow>;
  constructor(rows: CountRow[]) {
    this.index = new GenericFinderIndex(rows, LAPTOP_FINDER_COLUMNS);
  }
  count(filter: FinderFilter) {
    return this.index.count(laptopConditions(filter));
  }
  page(filter: FinderFilter, sort: LaptopSort, offset: number, limit: number) {
    return this.index.page(laptopConditions(filter), LAPTOP_SORT_KEYS[sort], offset, limit);
  }
}

const row = (overrides: Partial<CountRow>): CountRow => ({
  model_id: 0,
  released: '2025-01',
  company_path: 'hp',
  price_cents: 99_999,
  screen_inches: 14,
  ram_gb: 16,
  storage_gb: 512,
  weight_kg: 1.4,
  battery_wh: 60,
  release_year: 2025,
  cpu_family: 'INTEL_CORE_ULTRA',
  gpu_kind: 'INTEGRATED',
  os: 'WINDOWS',
  ...overrides,
});

describe('finder match counter', () => {
  const index = new FinderIndex([
    row({}),
    row({
      company_path: 'apple',
      price_cents: 119_900,
      ram_gb: 24,
      weight_kg: 1.51,
      cpu_family: 'APPLE_SILICON',
      os: 'MACOS',
    }),
    row({
      company_path: 'asus',
      price_cents: null,
      weight_kg: null,
      gpu_kind: 'DEDICATED',
      ram_gb: 32,
      screen_inches: 16,
    }),
    row({ company_path: 'dell', release_year: 2023, storage_gb: 1024, battery_wh: null }),
  ]);

  it('counts everything without a filter and each bound inclusively', () => {
    expect(index.count({})).toBe(4);
    expect(index.count({ maxPriceCents: 99_999 })).toBe(2);
    expect(index.count({ minRamGb: 24 })).toBe(2);
    expect(index.count({ minScreenInches: 16, maxScreenInches: 16 })).toBe(1);
    expect(index.count({ minReleaseYear: 2024 })).toBe(3);
    expect(index.count({ minStorageGb: 1024 })).toBe(1);
  });

  it('leaves a laptop with an unknown number out of that filter only', () => {
    expect(index.count({ maxWeightKg: 10 })).toBe(3);
    expect(index.count({ minBatteryWh: 0 })).toBe(3);
    expect(index.count({ gpuKind: 'DEDICATED' })).toBe(1);
  });

  it('matches any of the listed brands, processors and systems, and nothing for an unknown brand', () => {
    expect(index.count({ companyPaths: ['apple', 'dell'] })).toBe(2);
    expect(index.count({ cpuFamilies: ['APPLE_SILICON', 'AMD_RYZEN'] })).toBe(1);
    expect(index.count({ operatingSystems: ['WINDOWS'], maxWeightKg: 1.5 })).toBe(2);
    expect(index.count({ companyPaths: ['nobody'] })).toBe(0);
  });
});

describe('finder pages of rare combinations', () => {
  const index = new FinderIndex([
    row({ model_id: 11, price_cents: 150_000, released: '2024-05' }),
    row({ model_id: 12, ram_gb: 32, price_cents: 90_000, released: '2025-02' }),
    row({ model_id: 13, ram_gb: 32, price_cents: null, released: null }),
    row({ model_id: 14, ram_gb: 32, price_cents: 90_000, released: '2025-02' }),
  ]);

  it('sorts the matches as the database would: unknown values last, ties by model id', () => {
    expect(index.page({}, 'PRICE_ASC', 0, 10)).toEqual({ total: 4, ids: [12, 14, 11, 13] });
    expect(index.page({}, 'PRICE_DESC', 0, 10)).toEqual({ total: 4, ids: [11, 14, 12, 13] });
    expect(index.page({}, 'NEWEST', 0, 10)).toEqual({ total: 4, ids: [12, 14, 11, 13] });
    expect(index.page({ minRamGb: 32 }, 'PRICE_ASC', 1, 1)).toEqual({ total: 3, ids: [14] });
  });
});
