import { createFinderStore } from '../../finder/finder-store';
import {
  PHONE_FINDER_TABLE,
  PHONE_SORT_KEYS,
  PHONE_SORTS,
  phoneConditions,
  type PhoneFinderFilter,
  type PhoneIndexRow,
} from '../finder-config';
import { createPhoneStore, phoneFinderCoverage, type PhoneFinderRow } from '../store';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const FINDER = `query($filter: PhoneFinderFilter, $sort: PhoneSort, $page: Int, $limit: Int) {
  phoneFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath name path released listPriceCents batteryMah has5g nfc displayInches }
    totalCount
    pagination { currentPage totalPages totalItems itemsPerPage }
    optionCounts { key values counts options { value count } }
  }
}`;

interface Item {
  companyPath: string;
  name: string;
  path: string;
  released: string | null;
  listPriceCents: number | null;
  batteryMah: number | null;
  has5g: boolean | null;
  nfc: boolean | null;
  displayInches: number | null;
}
interface Page {
  items: Item[];
  totalCount: number;
  pagination: { totalPages: number; itemsPerPage: number };
  optionCounts: { key: string; values: string[]; counts: number[]; options: { value: string; count: number }[] }[];
}

interface Histogram {
  key: string;
  min: number;
  max: number;
  bucketWidth: number;
  counts: number[];
}

async function find(variables: Record<string, unknown>): Promise<Page> {
  return (await client.data(FINDER, variables)).phoneFinder as Page;
}

const countOf = (page: Page, key: string, value: string) => {
  const group = page.optionCounts.find((candidate) => candidate.key === key);
  return group?.counts[group.values.indexOf(value)];
};

describe('phone finder', () => {
  it('answers the options and counts of each control as two lists, the same as the older list of options', async () => {
    const result = await find({ filter: { has5g: true, minBatteryMah: 4500 }, limit: 1 });
    expect(result.optionCounts.length).toBeGreaterThan(10);
    for (const group of result.optionCounts) {
      expect(group.counts).toHaveLength(group.values.length);
      expect(group.options).toEqual(group.values.map((value, place) => ({ value, count: group.counts[place] })));
    }
    expect(countOf(result, 'has5g', 'true')).toBe(result.totalCount);
  });

  it('answers "5G, NFC, at least 5,000 mAh, under $600, newest first" with the count the stored spec sheets give', async () => {
    const filter = { has5g: true, nfc: true, minBatteryMah: 5000, maxPriceCents: 59_999 };
    const result = await find({ filter, sort: 'NEWEST', limit: 60 });
    // The same rule written straight against the spec sheets the phone pages show (models.detail), not the finder table.
    const rows = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM models
       WHERE category = 'mobile'
         AND coalesce(detail->'features'->'network'->>'_5g', '') <> ''
         AND detail->'features'->'wireless'->>'nfc' LIKE 'Yes%'
         AND substring(detail->'features'->'battery'->>'capacity' from '^(\\d+) mAh')::int >= 5000
         AND price ~ '^\\$[0-9,]+(\\.[0-9]{2})?$' AND replace(substr(price, 2), ',', '')::numeric < 600`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(result.totalCount).toBe(rows[0]!.n);
    expect(result.items).toHaveLength(result.totalCount);
    for (const item of result.items) {
      expect(item).toMatchObject({ has5g: true, nfc: true });
      expect(item.batteryMah).toBeGreaterThanOrEqual(5000);
      expect(item.listPriceCents).toBeLessThan(60_000);
    }
    const released = result.items.map((item) => item.released ?? '');
    expect(released).toEqual([...released].sort().reverse());
  });

  it('answers the same counts when the finder page asks for them through a fragment, without the items', async () => {
    const filter = { has5g: true, minBatteryMah: 4500 };
    const direct = await find({ filter, limit: 1 });
    const throughFragment = (
      await client.data(
        `query($filter: PhoneFinderFilter) { phoneFinder(filter: $filter) { ...Counts } }
         fragment Counts on PhoneFinderPage { optionCounts { key values counts } }`,
        { filter },
      )
    ).phoneFinder as Pick<Page, 'optionCounts'>;
    expect(throughFragment.optionCounts).toEqual(
      direct.optionCounts.map(({ key, values, counts }) => ({ key, values, counts })),
    );
  });

  it('gives each range a histogram of the phones every other filter leaves, its own bounds left out', async () => {
    const store = createPhoneStore(server.api.db);
    const histogramsOf = async (filter: PhoneFinderFilter) =>
      (
        await client.data(
          `query($filter: PhoneFinderFilter) {
            phoneFinder(filter: $filter, limit: 1) { totalCount histograms { key min max bucketWidth counts } }
          }`,
          { filter },
        )
      ).phoneFinder as { totalCount: number; histograms: Histogram[] };
    /** The bars of `column` over the phones the database finds for `filter` (read from its rows, not the index). */
    const expected = async (filter: PhoneFinderFilter, column: keyof PhoneFinderRow, bars: Histogram) => {
      const rows = await store.findPage(phoneConditions(filter), PHONE_SORT_KEYS.NEWEST, 100_000, 0);
      const counts = bars.counts.map(() => 0);
      for (const row of rows) {
        const value = row[column];
        if (typeof value !== 'number') continue;
        counts[Math.min(counts.length - 1, Math.floor((value - bars.min) / bars.bucketWidth + 1e-9))]! += 1;
      }
      return counts;
    };
    const byKey = (histograms: Histogram[], key: string) => histograms.find((histogram) => histogram.key === key)!;

    const filter: PhoneFinderFilter = {
      has5g: true,
      minPriceCents: 30_000,
      maxPriceCents: 90_000,
      minBatteryMah: 4500,
    };
    const { totalCount, histograms } = await histogramsOf(filter);
    expect(histograms.map((histogram) => histogram.key)).toEqual(['priceCents', 'displayInches', 'batteryMah']);
    // Price: 5G and the battery apply, the price bounds do not.
    const price = byKey(histograms, 'priceCents');
    const priceCounts = await expected({ has5g: true, minBatteryMah: 4500 }, 'price_cents', price);
    expect(price.counts).toEqual(priceCounts);
    expect(priceCounts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(totalCount);
    // Battery: the price bounds apply, its own bound does not.
    const battery = byKey(histograms, 'batteryMah');
    const noBatteryBound: PhoneFinderFilter = { has5g: true, minPriceCents: 30_000, maxPriceCents: 90_000 };
    expect(battery.counts).toEqual(await expected(noBatteryBound, 'battery_mah', battery));
    // Display: every filter applies; its bars hold exactly the matches that state a size.
    const display = byKey(histograms, 'displayInches');
    expect(display.counts).toEqual(await expected(filter, 'display_inches', display));

    // The bars come from the whole catalogue in round steps, so they stay put as filters change.
    const plain = await histogramsOf({});
    for (const histogram of histograms) {
      const { min, max, bucketWidth, counts } = byKey(plain.histograms, histogram.key);
      expect(histogram).toMatchObject({ min, max, bucketWidth });
      expect(max).toBeCloseTo(min + bucketWidth * counts.length, 6);
    }
    expect(price.bucketWidth % 1000).toBe(0);
    const allPrices = await expected({}, 'price_cents', price);
    expect(allPrices[0]).toBeGreaterThan(0);
    expect(allPrices.at(-1)).toBeGreaterThan(0);
  });

  it('pages 15 phones at a time by default', async () => {
    const first = await find({});
    expect(first.items).toHaveLength(15);
    expect(first.pagination).toMatchObject({ itemsPerPage: 15, totalPages: Math.ceil(first.totalCount / 15) });
    expect(first.totalCount).toBeGreaterThan(200);
  });

  it('counts what each option would leave, with the other filters applied, as the finder itself would answer', async () => {
    const base = await find({ filter: { has5g: true } });
    const withNfc = await find({ filter: { has5g: true, nfc: true } });
    expect(countOf(base, 'nfc', 'true')).toBe(withNfc.totalCount);
    const bigBattery = await find({ filter: { has5g: true, minBatteryMah: 5000 } });
    expect(countOf(base, 'minBatteryMah', '5000')).toBe(bigBattery.totalCount);
    // A control's own choice is left out of its counts: with 5G asked for, its option still counts 5G phones.
    expect(countOf(base, 'has5g', 'true')).toBe(base.totalCount);
    const google = await find({ filter: { has5g: true, companyPaths: ['google'] } });
    expect(countOf(base, 'companyPaths', 'google')).toBe(google.totalCount);
  });

  it('never matches an unknown value: a price filter leaves out every phone without a US list price', async () => {
    const all = await find({});
    const priced = await find({ filter: { minPriceCents: 0 } });
    const rows = await server.api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM models WHERE category = 'mobile' AND price LIKE '$%'`,
    );
    expect(priced.totalCount).toBe(rows[0]!.n);
    expect(priced.totalCount).toBeLessThan(all.totalCount);
  });

  it('sorts by display size with unknown sizes last', async () => {
    const result = await find({ sort: 'DISPLAY_DESC', limit: 60 });
    const sizes = result.items.map((item) => item.displayInches ?? 0);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('gives every page, deep ones too, in the order the database sorts the same filter', async () => {
    const store = createPhoneStore(server.api.db);
    const filters: PhoneFinderFilter[] = [
      {},
      { has5g: true },
      { nfc: true, minBatteryMah: 4500, companyPaths: ['samsung', 'google'] },
    ];
    for (const filter of filters)
      for (const sort of PHONE_SORTS)
        for (const page of [1, 3]) {
          const result = await find({ filter, sort, page, limit: 20 });
          const expected = await store.findPage(phoneConditions(filter), PHONE_SORT_KEYS[sort], 20, (page - 1) * 20);
          expect(result.items.map((item) => item.path)).toEqual(expected.map((row) => row.path));
        }
  });

  it('reads the whole finder a chunk at a time, every listed phone once', async () => {
    const [{ listed } = { listed: 0 }] = await server.api.db.query<{ listed: number }>(
      'SELECT count(*)::int AS listed FROM phone_finder f JOIN models m ON m.id = f.model_id WHERE m.published',
    );
    // 50 a chunk: the seeded phones take several, the last one part full.
    expect(listed % 50).not.toBe(0);
    const store = createFinderStore<PhoneIndexRow, PhoneFinderRow>(server.api.db, PHONE_FINDER_TABLE, {
      rowsPerRead: 50,
    });
    for (const rows of [await store.indexRows(), await store.pageRows()]) {
      expect(rows).toHaveLength(listed);
      expect(new Set(rows.map((row) => row.model_id)).size).toBe(listed);
    }
    // As one read gives them.
    const whole = createPhoneStore(server.api.db);
    expect(await store.pageRows()).toEqual(await whole.pageRows());
  });

  it('refuses crossed bounds with a field error', async () => {
    const result = await client.request(FINDER, { filter: { minPriceCents: 90_000, maxPriceCents: 10_000 } });
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxPriceCents' });
  });

  it('reports how many phones state each finder value', async () => {
    const { phones, known } = await phoneFinderCoverage(server.api.db);
    expect(phones).toBeGreaterThan(200);
    expect(known.display_inches).toBe(phones);
    expect(known.price_cents).toBeGreaterThan(0);
    expect(known.price_cents).toBeLessThan(phones);
  });
});
