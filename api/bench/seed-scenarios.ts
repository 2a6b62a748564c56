/** Scenarios against the seed catalogue (a few hundred real models). */
import { BIKE_FEATURE, PHONE_FEATURE, PHONE_LIST, PHONE_SEARCH } from './documents.mjs';
import { FINDER, FINDER_LIGHT, PICKER_WITH_COUNTS, uncachedPickerWithCounts } from './queries';
import { P95_BUDGET_MS, type Scenario } from './scenario';
import { accountWithNotifications } from './viewer-account';

const SEED_WORDS = [
  'pixel',
  'galaxy',
  'xperia',
  'iphone',
  'moto',
  'redmi',
  'poco',
  'nord',
  'zenfone',
  'edge',
  'nokia',
  'fairphone',
  'one',
  'mi',
  'note',
];

export const SEED_SCENARIOS: Scenario[] = [
  {
    name: 'laptop finder (16 GB+, under 2 kg, lightest first)',
    budget: 'p95 <= 30 ms',
    query: FINDER,
    variables: FINDER_LIGHT,
  },
  {
    name: 'phone spec page (mobileFeature)',
    budget: '>= 2,000 req/s, p99 <= 25 ms',
    query: PHONE_FEATURE,
    variables: { company: 'google', path: 'pixel-9' },
  },
  {
    name: 'bike spec page (getBikeFeature)',
    budget: '>= 2,000 req/s, p99 <= 25 ms',
    query: BIKE_FEATURE,
    variables: { company: 'royalenfield', path: 'himalayan-450' },
  },
  {
    name: 'list page (mobileModels, Google p2)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { input: { company: 'google' }, page: 2, limit: 12 },
  },
  {
    name: 'search (searchMobiles "pixel")',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'pixel' },
  },
  {
    name: 'search, uncached (varied keys)',
    budget: 'p95 <= 30 ms',
    query: PHONE_SEARCH,
    variables: { searchKey: 'pixel' },
    vary: (index) => ({ searchKey: `${SEED_WORDS[index % 15]} ${index % 97}` }),
    bypassCache: true,
  },
  {
    name: 'list page, uncached (varied pages)',
    budget: 'does not grow with catalogue',
    query: PHONE_LIST,
    variables: { page: 1, limit: 12 },
    vary: (index) => ({ page: 1 + (index % 19), limit: 12 }),
    bypassCache: true,
  },
  {
    name: 'part picker with counts, uncached (33,000 real parts: varied categories, filters, builds, sorts, pages)',
    budget: 'p95 <= 30 ms',
    p95Budget: P95_BUDGET_MS,
    query: PICKER_WITH_COUNTS,
    variables: uncachedPickerWithCounts(0),
    vary: uncachedPickerWithCounts,
    bypassCache: true,
  },
  {
    name: 'notification list of an account with 10,000 (varied pages, signed in)',
    budget: 'the bell and the notifications page',
    p95Budget: P95_BUDGET_MS,
    query: `query($before: String) { myNotifications(before: $before, limit: 20) { unreadCount nextCursor items { id kind title message link createdAt isRead } } }`,
    variables: {},
    // The first page, or one further back (ids are the cursor): the bell and "Show more".
    vary: (index) => (index % 4 === 0 ? {} : { before: String(21 + ((index * 7919) % 9_980)) }),
    prepare: async ({ url, outboxDir }) => accountWithNotifications(url, outboxDir, 10_000),
  },
];
