/** Search keys for the benchmarks: each differs on every request, so no cache can answer. */
const WORDS = [
  'nova',
  'astra',
  'pulse',
  'edge',
  'prime',
  'vivid',
  'zen',
  'flux',
  'aero',
  'core',
  'spark',
  'orbit',
  'terra',
  'lumen',
  'echo',
  'volt',
  'nexa',
  'rapid',
  'sol',
  'wave',
];
const SUFFIXES = [
  'lite',
  'plus',
  'pro',
  'max',
  'ultra',
  'mini',
  'neo',
  'one',
  'x',
  's',
  'air',
  'fold',
  'flip',
  'go',
  'power',
];
/** e.g. "astra pro 4217": a realistic three-word query that differs on every request. */
export const uncachedSearch = (index: number) => ({
  searchKey: `${WORDS[index % 20]} ${SUFFIXES[Math.floor(index / 20) % 15]} ${index % 9973}`,
});
const REAL_KEYS = [
  'pixel',
  'galaxy s2',
  'iphone 1',
  'redmi note',
  'moto g',
  'xperia',
  'nord',
  'fairphone',
  'zenfone',
  'poco f',
  'oneplus',
  'mi 1',
];
/**
 * What people type, unique on every request: a synthetic phone's name as typed so far ("nova pro 42"), a real phone
 * with a digit ("galaxy s2 3"), and one key in ten a series with a partly typed word ("vivid ma": hundreds of hits).
 */
export const typedSearch = (index: number) => {
  const n = 1 + ((index * 7919) % 99_991);
  const name = `${WORDS[n % 20]} ${SUFFIXES[Math.floor(n / 20) % 15]} ${n}`;
  switch (index % 10) {
    case 0:
      return { searchKey: `${WORDS[index % 20]} ${SUFFIXES[(index >> 3) % 15]!.slice(0, 2)}` };
    case 1:
      return { searchKey: `${REAL_KEYS[index % REAL_KEYS.length]} ${index % 10}` };
    case 2:
      return { searchKey: name.slice(0, name.length - 2) };
    default:
      return { searchKey: name.slice(0, name.length - (index % 3)) };
  }
};
