import type { FinderCondition } from '../finder-conditions';
import { FinderIndex } from '../finder-index';

interface Row {
  model_id: number;
  brand: string | null;
  battery: number | null;
  nfc: string | null;
}

const index = new FinderIndex<Row>(
  [
    { model_id: 1, brand: 'google', battery: 5000, nfc: 'YES' },
    { model_id: 2, brand: 'google', battery: 4500, nfc: 'NO' },
    { model_id: 3, brand: 'samsung', battery: null, nfc: 'YES' },
    { model_id: 4, brand: 'samsung', battery: 5500, nfc: null },
    { model_id: 5, brand: 'apple', battery: 3500, nfc: 'YES' },
  ],
  { numbers: ['battery'], texts: ['brand', 'nfc'] },
);

const groups = [
  {
    key: 'brand',
    options: ['google', 'samsung', 'apple'].map((value) => ({
      value,
      condition: { key: 'brand', column: 'brand', anyOf: [value] },
    })),
  },
  {
    key: 'battery',
    options: [4000, 5000].map((min) => ({ value: String(min), condition: { key: 'battery', column: 'battery', min } })),
  },
  { key: 'nfc', options: [{ value: 'true', condition: { key: 'nfc', column: 'nfc', anyOf: ['YES'] } }] },
];

const countsOf = (conditions: FinderCondition[]) => Object.fromEntries([...index.optionCounts(conditions, groups)]);

describe('finder option counts', () => {
  it('counts each option over the whole catalogue when nothing is chosen', () => {
    expect(countsOf([])).toEqual({ brand: [2, 2, 1], battery: [3, 2], nfc: [3] });
  });

  it('counts each option with every other control applied and its own control replaced', () => {
    const conditions: FinderCondition[] = [
      { key: 'nfc', column: 'nfc', anyOf: ['YES'] },
      { key: 'battery', column: 'battery', min: 4000 },
    ];
    expect(index.count(conditions)).toBe(1);
    // brand: NFC and >= 4000 mAh still apply; battery: NFC applies; nfc: >= 4000 mAh applies (unknown NFC never counts).
    expect(countsOf(conditions)).toEqual({ brand: [1, 0, 0], battery: [1, 1], nfc: [1] });
  });

  it('counts "at most" steps and options of different kinds the same way as the filter itself', () => {
    const atMost = [
      {
        key: 'cap',
        options: [5000, 4000, 6000].map((max) => ({
          value: String(max),
          condition: { key: 'cap', column: 'battery', max },
        })),
      },
    ];
    const mixed = [
      {
        key: 'mixed',
        options: [
          { value: 'google', condition: { key: 'mixed', column: 'brand', anyOf: ['google'] } },
          { value: 'big', condition: { key: 'mixed', column: 'battery', min: 5000 } },
        ],
      },
    ];
    expect(index.optionCounts([], atMost).get('cap')).toEqual([3, 1, 4]);
    expect(index.optionCounts([], mixed).get('mixed')).toEqual([2, 2]);
    for (const max of [4000, 5000, 6000])
      expect(index.count([{ key: 'cap', column: 'battery', max }])).toBe({ 4000: 1, 5000: 3, 6000: 4 }[max]);
  });

  it('never lets an unknown value pass a bound or count as a conflict of another control', () => {
    expect(index.count([{ key: 'battery', column: 'battery', min: 0 }])).toBe(4);
    expect(countsOf([{ key: 'brand', column: 'brand', anyOf: ['samsung'] }])).toEqual({
      brand: [2, 2, 1],
      battery: [1, 1],
      nfc: [1],
    });
  });
});

describe('finder pages', () => {
  const rows = Array.from({ length: 50 }, (_, position) => ({
    model_id: 100 + position,
    brand: position % 3 === 0 ? 'google' : 'samsung',
    battery: position % 7 === 0 ? null : 3000 + ((position * 37) % 40) * 50,
    nfc: 'YES',
  }));
  const big = new FinderIndex<Row>(rows, { numbers: ['battery'], texts: ['brand', 'nfc'] });
  const sort = { column: 'battery', direction: 'DESC', tie: 'ASC' } as const;
  /** The page as a full sort of the matches gives it (what the SQL's ORDER BY ... NULLS LAST, model_id does). */
  const sorted = (match: (row: Row) => boolean) =>
    rows
      .filter(match)
      .sort(
        (a, b) =>
          (a.battery === null ? 1 : 0) - (b.battery === null ? 1 : 0) ||
          (b.battery ?? 0) - (a.battery ?? 0) ||
          a.model_id - b.model_id,
      )
      .map((row) => row.model_id);

  it('walks the matches in sort order, unknown values last and ties by model id, from any offset', () => {
    const all = sorted(() => true);
    expect(big.page([], sort, 0, 50)).toEqual({ total: 50, ids: all });
    expect(big.page([], sort, 5, 10)).toEqual({ total: 50, ids: all.slice(5, 15) });
    expect(big.page([], sort, 45, 10)).toEqual({ total: 50, ids: all.slice(45) });
    const samsung = sorted((row) => row.brand === 'samsung' && (row.battery ?? 0) >= 4000);
    const conditions: FinderCondition[] = [
      { key: 'brand', column: 'brand', anyOf: ['samsung'] },
      { key: 'battery', column: 'battery', min: 4000 },
    ];
    expect(big.page(conditions, sort, 3, 4)).toEqual({ total: samsung.length, ids: samsung.slice(3, 7) });
  });

  it('gives the same pages when the matches are few and come last in the order (listed and sorted, not walked)', () => {
    // 20,000 models by battery, highest first; 20 of the 30 matches (a rare brand) sit a thousand models or more into
    // the order, so walking it would pass those models before finishing the first page.
    const many = Array.from({ length: 20_000 }, (_, position) => ({
      model_id: position + 1,
      brand: position % 1_000 === 7 || position >= 19_990 ? 'nokia' : 'samsung',
      battery: 3000 + (position % 4_000),
      nfc: 'YES',
    }));
    const large = new FinderIndex<Row>(many, { numbers: ['battery'], texts: ['brand', 'nfc'] });
    const nokia = many
      .filter((row) => row.brand === 'nokia')
      .sort((a, b) => b.battery - a.battery || a.model_id - b.model_id)
      .map((row) => row.model_id);
    const conditions: FinderCondition[] = [{ key: 'brand', column: 'brand', anyOf: ['nokia'] }];
    expect(nokia).toHaveLength(30);
    expect(large.page(conditions, sort, 0, 15)).toEqual({ total: 30, ids: nokia.slice(0, 15) });
    expect(large.page(conditions, sort, 15, 15)).toEqual({ total: 30, ids: nokia.slice(15) });
    expect(large.page(conditions, sort, 25, 15)).toEqual({ total: 30, ids: nokia.slice(25) });
  });

  it('answers a page past the last match with the total and no ids', () => {
    expect(big.page([], sort, 50, 10)).toEqual({ total: 50, ids: [] });
    expect(big.page([{ key: 'brand', column: 'brand', anyOf: ['nokia'] }], sort, 0, 10)).toEqual({ total: 0, ids: [] });
  });
});
