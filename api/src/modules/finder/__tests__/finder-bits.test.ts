import { countBits, SortedNumbers } from '../finder-bits';

describe('finder number ranges', () => {
  // 5,000 models: many equal values, some unknown, so ranges start and end inside runs of equal values and between
  // the kept sets.
  const values = Float64Array.from({ length: 5_000 }, (_, row) => (row % 11 === 0 ? Number.NaN : (row * 7919) % 97));
  const sorted = new SortedNumbers(values, values.length);
  const naive = (min: number, max: number) => {
    const rows: number[] = [];
    values.forEach((value, row) => value >= min && value <= max && rows.push(row));
    return rows;
  };
  const rowsOf = (bits: Uint32Array) => {
    const rows: number[] = [];
    for (let row = 0; row < values.length; row++) if (bits[row >>> 5]! & (1 << (row & 31))) rows.push(row);
    return rows;
  };

  it('holds exactly the models within [min, max], never one whose value is unknown', () => {
    const bounds = [-1, 0, 0.5, 1, 3, 12, 12.5, 48, 50, 95, 96, 97, 200];
    for (const min of [Number.NEGATIVE_INFINITY, ...bounds])
      for (const max of [...bounds, Number.POSITIVE_INFINITY]) {
        const bits = sorted.within(min, max);
        expect({ min, max, rows: rowsOf(bits) }).toEqual({ min, max, rows: naive(min, max) });
      }
    expect(countBits(sorted.within(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY))).toBe(
      values.filter((value) => !Number.isNaN(value)).length,
    );
  });

  it('answers a crossed or empty range with no model', () => {
    expect(countBits(sorted.within(50, 10))).toBe(0);
    expect(countBits(sorted.within(200, 300))).toBe(0);
  });
});
