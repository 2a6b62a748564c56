import { PART_PICKER, pickerFilterOf } from '../part-picker/picker-address';

describe('the part picker address', () => {
  it('names each filter as the API takes it, but the price, which is whole dollars there', () => {
    const state = PART_PICKER.stateFromSearch(
      new URLSearchParams('pick=ram&search=vengeance&manufacturers=Corsair&memoryType=DDR5&casLatency=30&maxPrice=150'),
    );
    expect(pickerFilterOf(state)).toEqual({
      search: 'vengeance',
      manufacturers: ['Corsair'],
      maxPriceCents: 15_000,
      fields: [
        { field: 'memoryType', values: ['DDR5'] },
        { field: 'casLatency', max: 30 },
      ],
    });
  });

  it('reads an address saved under the names the filters had before, and writes their names', () => {
    const saved = PART_PICKER.stateFromSearch(
      new URLSearchParams('pick=ram&q=vengeance&maker=Corsair&memory-type=DDR5&cas-latency=30&speed=6000'),
    );
    expect(pickerFilterOf(saved)).toMatchObject({
      search: 'vengeance',
      manufacturers: ['Corsair'],
      fields: [
        { field: 'memoryType', values: ['DDR5'] },
        { field: 'speed', min: 6000 },
        { field: 'casLatency', max: 30 },
      ],
    });
    const written = PART_PICKER.searchFromState(saved);
    expect(Object.fromEntries(written)).toEqual({
      pick: 'ram',
      search: 'vengeance',
      manufacturers: 'Corsair',
      memoryType: 'DDR5',
      casLatency: '30',
      speed: '6000',
    });
    // The old names are the picker's own, so a change on the builder's page replaces them instead of keeping both.
    for (const old of ['q', 'maker', 'memory-type', 'cas-latency']) expect(PART_PICKER.params.has(old)).toBe(true);
  });
});
