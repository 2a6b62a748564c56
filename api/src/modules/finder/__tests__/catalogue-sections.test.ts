import { createFinderRunner } from '../finder-runner';
import { ReadCache } from '../../../shared/cache';
import type { SectionName } from '../../../shared/sections';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { memoryFinderStore } from '../../../../test-support/finder-memory-store';
import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * A write to one catalogue section (an admin's bike edit) drops what was built from that section only: reading a
 * finder index again takes seconds at 100,000 models, and a bike edit must not make the phone finder pay for it.
 */
describe('catalogue sections', () => {
  type Row = { model_id: number; price: number };
  const rows: Row[] = [
    { model_id: 1, price: 100 },
    { model_id: 2, price: 200 },
  ];

  /** A finder in `section` over the rows above, and how many times it read its index. */
  function finderIn(cache: ReadCache, section: SectionName) {
    const { store, reads } = memoryFinderStore(rows);
    const runner = createFinderRunner({
      store,
      cache,
      columns: { numbers: ['price'], texts: [] },
      item: (row: Row) => row,
      name: section,
      section,
    });
    return { ask: () => runner.page([], { column: 'price', direction: 'ASC', tie: 'ASC' }, 1, 10), reads };
  }

  it('a write to one section reads that section’s finder again, and a write to an unnamed one every finder', async () => {
    const cache = new ReadCache();
    const phones = finderIn(cache, 'mobile');
    const bikes = finderIn(cache, 'bike');
    const resultsCleared = jest.fn();
    cache.onClear(resultsCleared);
    await Promise.all([phones.ask(), bikes.ask()]);

    cache.clear('bike');
    await Promise.all([phones.ask(), bikes.ask()]);
    expect([phones.reads(), bikes.reads()]).toEqual([1, 2]);
    // What is kept for every section (whole answers) goes with any write.
    expect(resultsCleared).toHaveBeenCalledTimes(1);

    cache.clear();
    await Promise.all([phones.ask(), bikes.ask()]);
    expect([phones.reads(), bikes.reads()]).toEqual([2, 3]);
    expect(resultsCleared).toHaveBeenCalledTimes(2);
  });

  describe('in the API', () => {
    let server: TestApi;
    beforeAll(async () => {
      server = await startTestApi();
    });
    afterAll(() => server?.close());

    const PHONES = `{ phoneFinder(filter: { has5g: true }) { totalCount } }`;
    const LAPTOPS = `{ laptopFinder(filter: { minRamGb: 16 }) { totalCount } }`;
    const BIKES = `{ bikeFinder(filter: { companyPaths: ["yamaha"] }, sort: POWER_DESC) { items { path maxPowerHp } } }`;
    const powerOfMt07 = (answer: { bikeFinder: { items: { path: string; maxPowerHp: number }[] } }) =>
      answer.bikeFinder.items.find((bike) => bike.path === 'mt-07')?.maxPowerHp;

    it('an admin’s bike edit shows in the bike catalogue at once, and the phone and laptop finders keep their indexes', async () => {
      const visitor = new TestClient(server.url);
      const admin = await signUpAndSignIn(server, `sections-${Date.now()}@example.com`, { admin: true });
      const phonesBefore = await visitor.data(PHONES);
      const laptopsBefore = await visitor.data(LAPTOPS);
      const power = powerOfMt07(await visitor.data(BIKES))!;
      expect(power).toBeGreaterThan(0);

      await admin.data(
        `mutation($hp: Float!) { updateBikeFeature(company: "yamaha", path: "mt-07", input: { maxPowerHp: $hp }) { path } }`,
        { hp: power + 1 },
      );
      const queries = jest.spyOn(server.api.db, 'query');
      try {
        expect(powerOfMt07(await visitor.data(BIKES))).toBe(power + 1);
        expect(await visitor.data(PHONES)).toEqual(phonesBefore);
        expect(await visitor.data(LAPTOPS)).toEqual(laptopsBefore);
        const finderReads = queries.mock.calls
          .map(([sql]) => /FROM (\w+_finder) f/.exec(sql)?.[1])
          .filter((table) => table !== undefined);
        expect(new Set(finderReads)).toEqual(new Set(['bike_finder']));
      } finally {
        queries.mockRestore();
      }
    });
  });
});
