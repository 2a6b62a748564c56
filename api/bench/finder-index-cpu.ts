/**
 * The phone finder's index alone, in process (not a test): 100,000 phones with the synthetic seed's spread of values,
 * the bench's uncached phone questions (varied filters and sorts), CPU per question for the exact count, the first
 * page and every option's count, without GraphQL or a database. Shows what the counting costs beside the rest of a
 * request (bench/cpu-per-request.ts).
 *   pnpm --filter @gadgets/api exec tsx bench/finder-index-cpu.ts      (BENCH_REQUESTS, 2,000 by default)
 */
import type { FinderOptionGroup } from '../src/modules/finder/finder-conditions';
import { FinderIndex } from '../src/modules/finder/finder-index';
import {
  PHONE_FINDER_COLUMNS,
  PHONE_SORT_KEYS,
  phoneConditions,
  phoneOptionGroups,
  type PhoneFinderFilter,
  type PhoneIndexRow,
  type PhoneSort,
} from '../src/modules/phones/finder-config';
import { LISTING_BRANDS, uncachedPhoneFinder } from './queries';

const SIZE = Number(process.env.SYNTHETIC_COUNT ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const BRANDS = [...LISTING_BRANDS, ...Array.from({ length: 92 }, (_, brand) => `brand-${brand}`)];

const pick = <T>(values: readonly T[], n: number): T => values[n % values.length]!;

/** The values seed-synthetic gives phone n (its SQL, in TypeScript). */
function syntheticPhone(n: number): PhoneIndexRow {
  const year = 2019 + (n % 7);
  return {
    model_id: n,
    company_path: pick(BRANDS, n),
    released: `${year}-${String(1 + (n % 12)).padStart(2, '0')}`,
    price_cents: (199 + (n % 1200)) * 100,
    release_year: year,
    display_inches: pick([5.8, 6.1, 6.3, 6.5, 6.7, 6.9], n),
    resolution_short_px: pick([720, 1080, 1080, 1440], n),
    refresh_hz: n % 9 === 0 ? null : pick([60, 90, 120, 120, 144], Math.floor(n / 3)),
    panel: n % 4 === 0 ? 'LCD' : 'OLED',
    chipset_maker: pick(['QUALCOMM', 'MEDIATEK', 'APPLE', 'GOOGLE', 'SAMSUNG', 'HISILICON'], Math.floor(n / 7)),
    ram_gb: pick([4, 6, 8, 12, 16], Math.floor(n / 11)),
    storage_gb: pick([64, 128, 256, 512, 1024], Math.floor(n / 13)),
    card_slot: n % 3 === 0 ? 'YES' : 'NO',
    main_camera_mp: pick([12, 48, 50, 64, 108, 200], Math.floor(n / 17)),
    battery_mah: n % 23 === 0 ? null : 3000 + ((n * 37) % 3500),
    wired_charging_w: n % 5 === 0 ? null : pick([18, 25, 33, 45, 67, 100], Math.floor(n / 19)),
    wireless_charging: n % 2 === 0 ? 'YES' : null,
    has_5g: n % 4 === 3 ? null : 'YES',
    nfc: n % 5 === 4 ? 'NO' : 'YES',
    headphone_jack: n % 6 === 0 ? 'YES' : 'NO',
    ip_rating: n % 3 === 0 ? null : n % 3 === 1 ? 67 : 68,
  };
}

function main() {
  const index = new FinderIndex(
    Array.from({ length: SIZE }, (_, n) => syntheticPhone(n + 1)),
    PHONE_FINDER_COLUMNS,
    0,
  );
  const groups: FinderOptionGroup[] = phoneOptionGroups(BRANDS, [2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  const ask = (n: number) => {
    const { filter, sort, page, limit } = uncachedPhoneFinder(n);
    const conditions = phoneConditions(filter as PhoneFinderFilter);
    index.page(conditions, PHONE_SORT_KEYS[sort as PhoneSort], (page - 1) * limit, limit);
    index.optionCounts(conditions, groups);
  };
  for (let n = 0; n < REQUESTS; n++) ask(REQUESTS + n);
  const cpu = process.cpuUsage();
  for (let n = 0; n < REQUESTS; n++) ask(n);
  const used = process.cpuUsage(cpu);
  console.log(
    `phone finder index, ${SIZE} phones: ${((used.user + used.system) / 1000 / REQUESTS).toFixed(3)} ms CPU per ` +
      `question (count, first page, ${groups.reduce((sum, group) => sum + group.options.length, 0)} option counts)`,
  );
}

main();
