import { allRows, emptyRows, type RowBits } from '../finder-bits';
import type { FinderCondition, FinderOptionGroup } from '../finder-conditions';
import { FinderIndex } from '../finder-index';
import { optionBuckets } from '../finder-option-buckets';
import { countingPlan, OptionCounter } from '../finder-option-counter';
import { SAMPLE_BRANDS, SAMPLE_OPTION_GROUPS } from '../../../../test-support/finder-sample-groups';

const bitsOf = (size: number, rows: number[]): RowBits => {
  const bits = emptyRows(size);
  for (const row of rows) bits[row >>> 5]! |= 1 << (row & 31);
  return bits;
};

describe('option buckets', () => {
  it('puts models selecting the same options in one bucket, and models selecting none in bucket 0', () => {
    // Options "at least 1" (rows 1, 2, 3) and "at least 2" (rows 2, 3); row 0 selects neither (an unknown value).
    const buckets = optionBuckets([bitsOf(4, [1, 2, 3]), bitsOf(4, [2, 3])], 4)!;
    expect(buckets.bucketCount).toBe(3);
    expect(Array.from(buckets.codes)).toEqual([0, 1, 2, 2]);
    expect(buckets.bucketsOfOption.map((list) => Array.from(list))).toEqual([[1, 2], [2]]);
    expect(Array.from(buckets.totals)).toEqual([1, 1, 2]);
  });
});

describe.each(['packs', 'controls'] as const)('option counter, counting by %s', (by) => {
  // Six models; control A passes rows 0-3, control B passes rows 0, 1, 4.
  const size = 6;
  const a = bitsOf(size, [0, 1, 2, 3]);
  const b = bitsOf(size, [0, 1, 4]);
  const all = bitsOf(size, [0, 1]);
  // Each control offers one option per row (row r's bucket is r + 1), so a count shows which rows were counted.
  const perRow = optionBuckets(
    Array.from({ length: size }, (_, row) => bitsOf(size, [row])),
    size,
  )!;

  it('counts a model failing exactly one control only for that control, and one failing two nowhere', () => {
    const [countsA, countsB, countsOther] = new OptionCounter(allRows(size), by).count(
      all,
      2,
      ['a', 'b'],
      [a, b],
      countingPlan(
        [
          { key: 'a', buckets: perRow },
          { key: 'b', buckets: perRow },
          { key: 'other', buckets: perRow },
        ],
        size,
      ),
    );
    // A's options: rows passing B (0, 1, 4); B's: rows passing A (0-3); an inactive control: rows passing both.
    expect(countsA).toEqual([1, 1, 0, 0, 1, 0]);
    expect(countsB).toEqual([1, 1, 1, 1, 0, 0]);
    expect(countsOther).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('gives the same counts when most models match (the rest subtracted from the totals)', () => {
    const wide = bitsOf(size, [0, 1, 2, 3, 4]);
    const [countsA, countsOther] = new OptionCounter(allRows(size), by).count(
      wide,
      5,
      ['a'],
      [wide],
      countingPlan(
        [
          { key: 'a', buckets: perRow },
          { key: 'other', buckets: perRow },
        ],
        size,
      ),
    );
    expect(countsA).toEqual([1, 1, 1, 1, 1, 1]);
    expect(countsOther).toEqual([1, 1, 1, 1, 1, 0]);
  });
});

describe('option counter, counting clustered controls by runs', () => {
  // 1,000 models kept in brand order: "brand" comes in 4 runs, "step" in 40 (a price within each brand), "scattered"
  // changes from model to model.
  const size = 1000;
  const next = sequence(11);
  const control = (key: string, codeOf: (row: number) => number, options: number) => {
    const optionBits = Array.from({ length: options }, () => emptyRows(size));
    for (let row = 0; row < size; row++) {
      const code = codeOf(row);
      if (code >= 0) optionBits[code]![row >>> 5]! |= 1 << (row & 31);
    }
    return { key, buckets: optionBuckets(optionBits, size)! };
  };
  const scatter = Array.from({ length: size }, () => next(5) - 1);
  const controls = [
    control('brand', (row) => Math.floor(row / 250), 4),
    control('step', (row) => Math.floor((row % 250) / 25) % 4, 4),
    control('scattered', (row) => scatter[row]!, 4),
  ];
  const randomSet = (percent: number) => {
    const bits = emptyRows(size);
    for (let row = 0; row < size; row++) if (next(100) < percent) bits[row >>> 5]! |= 1 << (row & 31);
    return bits;
  };

  it('counts one to seven packs in one pass as one control at a time does', () => {
    const scattered = Array.from({ length: 7 }, (_, place) => {
      const codes = Array.from({ length: size }, () => next(4) - 1);
      return control(`scattered-${place}`, (row) => codes[row]!, 3);
    });
    const masks = [randomSet(70), randomSet(80)];
    const all = Uint32Array.from(masks[0]!, (word, place) => word & masks[1]![place]!);
    const matched = all.reduce((total, word) => total + word.toString(2).replace(/0/g, '').length, 0);
    for (let width = 1; width <= scattered.length; width++) {
      // Packs of at most 4 codes: each control (4 buckets) its own pack.
      const plan = countingPlan(scattered.slice(0, width), size, { packCodes: 4, runsAtMost: 0 });
      expect(plan.packs).toHaveLength(width);
      const keys = ['scattered-0', 'scattered-1'].slice(0, width);
      const byPacks = new OptionCounter(allRows(size), 'packs').count(all, matched, keys, masks.slice(0, width), plan);
      const byControls = new OptionCounter(allRows(size), 'controls').count(
        all,
        matched,
        keys,
        masks.slice(0, width),
        plan,
      );
      expect(byPacks).toEqual(byControls);
    }
  });

  it('counts the clustered controls by runs, and gives the counts of counting every model', () => {
    const byRuns = countingPlan(controls, size, { runsAtMost: 64 });
    const byModels = countingPlan(controls, size, { runsAtMost: 0 });
    expect(byRuns.runs.map(Boolean)).toEqual([true, true, false]);
    expect(byModels.runs.map(Boolean)).toEqual([false, false, false]);
    for (const [percentA, percentB] of [
      [60, 90],
      [10, 70],
      [95, 95],
      [3, 50],
    ]) {
      const masks = [randomSet(percentA!), randomSet(percentB!)];
      const all = Uint32Array.from(masks[0]!, (word, place) => word & masks[1]![place]!);
      const matched = all.reduce((total, word) => total + word.toString(2).replace(/0/g, '').length, 0);
      // Brand and the scattered control active (one by runs, one not); step inactive.
      const keys = ['brand', 'scattered'];
      const counter = new OptionCounter(allRows(size));
      const expected = counter.count(all, matched, keys, masks, byModels);
      expect(new OptionCounter(allRows(size)).count(all, matched, keys, masks, byRuns)).toEqual(expected);
    }
  });
});

interface Row {
  model_id: number;
  brand: string | null;
  battery: number | null;
  price: number | null;
  nfc: string | null;
}

/** A small deterministic pseudo-random sequence, so every run tests the same catalogue. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 8) % below;
  };
}

describe('finder option counts against a model-by-model count', () => {
  const next = sequence(7);
  const brands = SAMPLE_BRANDS;
  const rows: Row[] = Array.from({ length: 3000 }, (_, position) => ({
    model_id: 1000 + position,
    brand: next(10) === 0 ? null : brands[next(4)]!,
    battery: next(6) === 0 ? null : 3000 + next(8) * 500,
    price: next(5) === 0 ? null : 10_000 + next(100) * 1_000,
    nfc: [null, 'YES', 'NO'][next(3)]!,
  }));
  const index = new FinderIndex<Row>(rows, {
    numbers: ['battery', 'price'],
    texts: ['brand', 'nfc'],
    clusterBy: ['brand', 'price'],
  });
  const groups: FinderOptionGroup[] = [
    ...SAMPLE_OPTION_GROUPS,
    { key: 'nfc', options: [{ value: 'true', condition: { key: 'nfc', column: 'nfc', anyOf: ['YES'] } }] },
  ];

  /** What the SQL would answer: unknown values never pass a bound or a choice. */
  const passes = (row: Row, condition: FinderCondition): boolean => {
    if ('modelIds' in condition) return condition.modelIds.includes(row.model_id);
    const value = row[condition.column as keyof Row];
    if ('anyOf' in condition) return typeof value === 'string' && condition.anyOf.includes(value);
    if (typeof value !== 'number') return false;
    return (
      (condition.min === undefined || value >= condition.min) && (condition.max === undefined || value <= condition.max)
    );
  };
  const expected = (conditions: FinderCondition[]) =>
    Object.fromEntries(
      groups.map((group) => [
        group.key,
        group.options.map(
          (option) =>
            rows.filter(
              (row) =>
                passes(row, option.condition) &&
                conditions.every((condition) => condition.key === group.key || passes(row, condition)),
            ).length,
        ),
      ]),
    );
  const counted = (conditions: FinderCondition[]) => Object.fromEntries([...index.optionCounts(conditions, groups)]);

  const filters: FinderCondition[][] = [
    [],
    [{ key: 'nfc', column: 'nfc', anyOf: ['YES'] }],
    [{ key: 'maxPrice', column: 'price', max: 95_000 }],
    [
      { key: 'brand', column: 'brand', anyOf: ['google', 'nokia'] },
      { key: 'minBattery', column: 'battery', min: 4000 },
      { key: 'maxPrice', column: 'price', max: 70_000 },
    ],
    [
      { key: 'brand', column: 'brand', anyOf: ['samsung'] },
      { key: 'minBattery', column: 'battery', min: 5000 },
      { key: 'nfc', column: 'nfc', anyOf: ['YES'] },
      // A control with no counted options (a text search): a model failing only it counts nowhere.
      { key: 'search', modelIds: rows.filter((_, position) => position % 3 !== 0).map((row) => row.model_id) },
    ],
    // Two conditions of one control (a price range): the option replaces both.
    [
      { key: 'maxPrice', column: 'price', min: 20_000 },
      { key: 'maxPrice', column: 'price', max: 50_000 },
      { key: 'minBattery', column: 'battery', min: 3500 },
    ],
    // Nothing matches: every option of an inactive control counts 0, the active ones still count.
    [
      { key: 'brand', column: 'brand', anyOf: ['apple'] },
      { key: 'minBattery', column: 'battery', min: 9000 },
    ],
  ];

  it.each(filters.map((conditions, place) => [place, conditions] as const))(
    'filter %i: every option counts the models it would leave',
    (_place, conditions) => {
      expect(counted(conditions)).toEqual(expected(conditions));
    },
  );
});
