import { largestNumber } from '../../compare/better-value';
import { compareSectionsOf, specSectionsOf, type SpecSheetDefinition } from '../spec-sheet';

interface Laptop {
  weightKg: number | null;
  ports: string[];
}

const SHEET: SpecSheetDefinition<Laptop> = [
  {
    title: 'Build',
    rows: [
      {
        label: 'Weight',
        pick: (laptop) => (laptop.weightKg === null ? null : `${laptop.weightKg} kg`),
        score: largestNumber,
        prefer: 'lower',
      },
      { label: 'Ports', pick: (laptop) => laptop.ports },
    ],
  },
];

describe('spec sheet definitions', () => {
  it('read one model into titled sections of label and value', () => {
    expect(specSectionsOf(SHEET, { weightKg: 1.24, ports: ['USB-C', 'HDMI'] })).toEqual([
      {
        title: 'Build',
        rows: [
          { label: 'Weight', value: '1.24 kg' },
          { label: 'Ports', value: ['USB-C', 'HDMI'] },
        ],
      },
    ]);
  });

  it('line up several models row by row, keeping how to score a row and a gap for a missing model', () => {
    const [build] = compareSectionsOf(SHEET, [
      { weightKg: 1.24, ports: [] },
      null,
      { weightKg: null, ports: ['USB-A'] },
    ]);
    expect(build!.rows[0]).toEqual({
      label: 'Weight',
      values: ['1.24 kg', null, null],
      score: largestNumber,
      prefer: 'lower',
    });
    expect(build!.rows[1]!.values).toEqual([[], null, ['USB-A']]);
  });
});
