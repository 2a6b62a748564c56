import { groupedNumber } from '../grouped-number';

describe('groupedNumber', () => {
  it('writes a number exactly as toLocaleString("en-US") does', () => {
    const values = [
      0,
      -0,
      7,
      999,
      1000,
      1234,
      12000,
      100000,
      999999,
      1000000,
      123456789,
      2 ** 53,
      -1,
      -1000,
      -1234567,
      0.5,
      35.5,
      4.25,
      1234.567,
      1234.5678,
      0.0004,
      0.0005,
      1e21,
      1.5e-7,
      12.3456,
      -0.001,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let step = 0; step < 2000; step += 1) values.push(step * 7919, step * 13.1, step / 8);
    for (const value of values) expect([value, groupedNumber(value)]).toEqual([value, value.toLocaleString('en-US')]);
  });

  it('groups thousands without loading the locale data for whole numbers', () => {
    const toLocaleString = jest.spyOn(Number.prototype, 'toLocaleString');
    expect(groupedNumber(12000)).toBe('12,000');
    expect(groupedNumber(1234567.25)).toBe('1,234,567.25');
    expect(toLocaleString).not.toHaveBeenCalled();
    toLocaleString.mockRestore();
  });
});
