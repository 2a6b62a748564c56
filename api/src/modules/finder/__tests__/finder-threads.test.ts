import type { Worker } from 'node:worker_threads';
import type { FinderCondition } from '../finder-conditions';
import { IN_PROCESS_INDEX, type FinderIndexHost } from '../finder-index-host';
import { createFinderRunner } from '../finder-runner';
import { createFinderThreads } from '../finder-threads';
import { ReadCache } from '../../../shared/cache';
import { memoryFinderStore } from '../../../../test-support/finder-memory-store';
import { SAMPLE_BRANDS, SAMPLE_OPTION_GROUPS } from '../../../../test-support/finder-sample-groups';

interface Row {
  model_id: number;
  brand: string | null;
  battery: number | null;
  price: number | null;
}

const brands = SAMPLE_BRANDS;
const rows: Row[] = Array.from({ length: 5000 }, (_, position) => ({
  model_id: 1 + position,
  brand: position % 11 === 0 ? null : brands[(position * 7) % 4]!,
  battery: position % 9 === 0 ? null : 3000 + ((position * 37) % 3500),
  price: position % 5 === 0 ? null : 10_000 + ((position * 53) % 100) * 1_000,
}));
const columns = { numbers: ['battery', 'price'], texts: ['brand'], clusterBy: ['brand', 'price'] } as const;
const groups = SAMPLE_OPTION_GROUPS;
const histograms = [{ key: 'battery', column: 'battery', controls: ['minBattery'], unit: 100 }];
const sort = { column: 'battery', direction: 'DESC', tie: 'ASC' } as const;
const filters: FinderCondition[][] = [
  [],
  [{ key: 'brand', column: 'brand', anyOf: ['nokia'] }],
  [
    { key: 'brand', column: 'brand', anyOf: ['google', 'apple'] },
    { key: 'minBattery', column: 'battery', min: 4000 },
    { key: 'maxPrice', column: 'price', max: 70_000 },
  ],
];

/** A thread's Map comes from Node's own realm, not the test's: compared as a plain object. */
const plain = (counts: Map<string, readonly number[]>) =>
  Object.fromEntries([...counts].map(([key, list]) => [key, [...list]]));

/** A phone finder over the rows above in `host`, and how many times it read the index rows. */
function runnerOver(host: FinderIndexHost) {
  const { store, reads } = memoryFinderStore(rows);
  const runner = createFinderRunner({
    store,
    cache: new ReadCache(),
    columns,
    item: (row: Row) => row,
    host,
    name: 'phones',
    section: 'mobile',
  });
  return { runner, reads };
}

describe('finder threads', () => {
  it('answer pages, option counts and histograms as the index in this thread does', async () => {
    const threads = createFinderThreads({ threads: 2 });
    try {
      const inThread = await threads.build('phones', 1, rows, columns);
      const here = await IN_PROCESS_INDEX.build('phones', 1, rows, columns);
      for (const conditions of filters) {
        expect(await inThread.page(conditions, sort, 15, 15)).toEqual(await here.page(conditions, sort, 15, 15));
        // A page with its counts, in one question: the same page and the same counts. Asked twice: the second time
        // the thread knows the groups by their id.
        for (let time = 0; time < 2; time++) {
          const withCounts = await inThread.page(conditions, sort, 15, 15, { groups, histograms });
          const expected = await here.page(conditions, sort, 15, 15, { groups, histograms });
          expect(withCounts.histograms?.[0]?.counts.length).toBeGreaterThan(0);
          expect({ ...withCounts, counts: plain(withCounts.counts!) }).toEqual({
            ...expected,
            counts: plain(expected.counts!),
          });
        }
      }
      // A model's standing, among every model and among one brand's.
      for (const among of filters.slice(0, 2)) {
        const standing = await inThread.standing(rows[1]!.model_id, ['battery', 'price'], among);
        expect(standing.length).toBe(2);
        expect(standing).toEqual(await here.standing(rows[1]!.model_id, ['battery', 'price'], among));
      }
    } finally {
      await threads.close();
    }
  });

  it('keep the index of the later load when an earlier one is built after it (a slow read before a catalogue change)', async () => {
    const threads = createFinderThreads({ threads: 2 });
    try {
      const later = await threads.build('phones', 2, rows.slice(0, 2500), columns);
      const earlier = await threads.build('phones', 1, rows, columns);
      expect((await later.page([], sort, 0, 15)).total).toBe(2500);
      expect((await earlier.page([], sort, 0, 15)).total).toBe(2500);
    } finally {
      await threads.close();
    }
    await expect(threads.build('phones', 3, rows, columns)).rejects.toThrow('finder threads closed');
  });

  it('build the index again when its thread stops, and the finder answers as before', async () => {
    const workers: Worker[] = [];
    const stopped: Error[] = [];
    const threads = createFinderThreads({
      threads: 1,
      onStart: (worker) => workers.push(worker),
      onThreadError: (error) => stopped.push(error),
    });
    const { runner, reads } = runnerOver(threads);
    try {
      const conditions = filters[2]!;
      const before = await runner.page(conditions, sort, 1, 15);
      const countsBefore = (await runner.page(conditions, sort, 1, 15, groups)).optionCounts;
      expect(before.totalCount).toBeGreaterThan(15);
      expect(countsBefore?.length).toBeGreaterThan(0);
      await workers[0]!.terminate();
      expect(await runner.page(conditions, sort, 1, 15)).toEqual(before);
      expect((await runner.page(conditions, sort, 1, 15, groups)).optionCounts).toEqual(countsBefore);
      expect(workers).toHaveLength(2);
      expect(reads()).toBe(2);
      expect(stopped).toHaveLength(1);
    } finally {
      await threads.close();
    }
  });

  it('build the index again when its thread stops while building it, and the first question is answered', async () => {
    const stopped: Error[] = [];
    let started = 0;
    const threads = createFinderThreads({
      threads: 1,
      // The first thread stops as soon as it starts: the build sent to it never comes back.
      onStart: (worker) => {
        if (started++ === 0) void worker.terminate();
      },
      onThreadError: (error) => stopped.push(error),
    });
    const { runner, reads } = runnerOver(threads);
    try {
      const here = await IN_PROCESS_INDEX.build('phones', 1, rows, columns);
      const conditions = filters[2]!;
      const answer = await runner.page(conditions, sort, 1, 15);
      const expected = await here.page(conditions, sort, 0, 15);
      expect(answer.totalCount).toBe(expected.total);
      expect(answer.items.map((row) => row.model_id)).toEqual(expected.ids);
      expect(started).toBe(2);
      expect(reads()).toBe(2);
      expect(stopped).toHaveLength(1);
    } finally {
      await threads.close();
    }
  });
});
