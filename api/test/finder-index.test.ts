import type { FinderCondition } from '../src/modules/finder/finder-conditions';
import { FinderIndex } from '../src/modules/finder/finder-index';

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

const countsOf = (conditions: FinderCondition[]) =>
  Object.fromEntries(
    [...index.optionCounts(conditions, groups)].map(([key, options]) => [key, options.map((option) => option.count)]),
  );

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
    expect(
      index
        .optionCounts([], atMost)
        .get('cap')!
        .map((option) => option.count),
    ).toEqual([3, 1, 4]);
    expect(
      index
        .optionCounts([], mixed)
        .get('mixed')!
        .map((option) => option.count),
    ).toEqual([2, 2]);
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

describe('finder pages of common combinations', () => {
  const rows = Array.from({ length: 50 }, (_, position) => ({
    model_id: 100 + position,
    brand: 'google',
    battery: position % 7 === 0 ? null : 3000 + ((position * 37) % 40) * 50,
    nfc: 'YES',
  }));
  const big = new FinderIndex<Row>(rows, { numbers: ['battery'], texts: ['brand', 'nfc'] });
  const sort = { column: 'battery', direction: 'DESC', tie: 'ASC' } as const;

  it('keeps the best few in one pass, in the order a full sort gives', () => {
    const full = big.page([], sort, 0, 50, 100);
    expect(big.page([], sort, 5, 10, 20, 40)).toEqual({ total: 50, ids: full.ids!.slice(5, 15) });
    expect(big.page([{ key: 'battery', column: 'battery', min: 4000 }], sort, 0, 5, 3, 10).ids).toEqual(
      big.page([{ key: 'battery', column: 'battery', min: 4000 }], sort, 0, 5, 100).ids,
    );
  });

  it('leaves a page past the kept few to the database', () => {
    expect(big.page([], sort, 40, 10, 20, 40)).toEqual({ total: 50, ids: null });
  });
});
