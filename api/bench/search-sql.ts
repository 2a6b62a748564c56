/**
 * Search latency at the database, without HTTP or GraphQL (not a test): the catalogue store's search run one request
 * at a time for several kinds of key, on each synthetic PostgreSQL schema the API benchmark seeded, so the numbers
 * show how the query itself grows with the catalogue even on a busy machine.
 *   BENCH_DATABASE_URL=postgres://... BENCH_SIZES=10000,100000 pnpm exec tsx bench/search-sql.ts
 */
import { openDatabase } from '../src/db/database';
import { createModelStore } from '../src/modules/models/store';
import { typedSearch, uncachedSearch } from './search-keys';

const FIRST_WORDS = [
  'pix',
  'pixel',
  'gala',
  'xper',
  'iph',
  'redm',
  'moto',
  'fairph',
  'zenf',
  'nord',
  'nov',
  'astr',
  'pulse',
  'vivi',
];
const BRANDS = ['samsung', 'google', 'xiaomi', 'motorola', 'oneplus', 'sony'];
const KINDS: [string, (index: number) => string, number][] = [
  ['keys as typed (as the API benchmark)', (index) => typedSearch(index).searchKey, 1000],
  ['three-word keys (as the API benchmark)', (index) => uncachedSearch(index).searchKey, 1000],
  ['first word, partly typed', (index) => FIRST_WORDS[index % FIRST_WORDS.length]!, 140],
  ['a brand alone (thousands of hits)', (index) => BRANDS[index % BRANDS.length]!, 120],
];

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is required');
  console.log('| catalogue | keys | p50 ms | p95 ms | p99.9 ms |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const size of (process.env.BENCH_SIZES ?? '100000').split(',').map(Number)) {
    const db = await openDatabase({ dataDir: 'memory://', databaseUrl, schema: `synthetic_${size}` });
    try {
      const store = createModelStore(db);
      for (const [label, key, count] of KINDS) {
        for (let index = 0; index < 50; index++) await store.searchModels('mobile', key(index + 5000), 20);
        const times: number[] = [];
        for (let index = 0; index < count; index++) {
          const started = performance.now();
          await store.searchModels('mobile', key(index), 20);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const at = (share: number) => times[Math.floor(times.length * share)]!.toFixed(2);
        console.log(`| ${size} | ${label} | ${at(0.5)} | ${at(0.95)} | ${at(0.999)} |`);
      }
    } finally {
      await db.close();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
