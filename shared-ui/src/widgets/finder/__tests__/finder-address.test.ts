import { defineFinder } from '../finder-address';

const PANELS = [
  { value: 'OLED', slug: 'oled', label: 'OLED' },
  { value: 'LCD', slug: 'lcd', label: 'LCD' },
] as const;
const GPU_KINDS = [
  { value: 'INTEGRATED', slug: 'integrated', label: 'Integrated' },
  { value: 'DEDICATED', slug: 'dedicated', label: 'Dedicated' },
] as const;

/** Every kind of field, each renamed once: the names on the left are what addresses said before. */
const FINDER = defineFinder(
  {
    searchTerm: { kind: 'text', formerParams: ['q'] },
    companyPaths: { kind: 'slugs', formerParams: ['brand'] },
    panels: { kind: 'list', options: PANELS, formerParams: ['panel'] },
    gpuKind: { kind: 'one', options: GPU_KINDS, formerParams: ['gpu'] },
    minRamGb: { kind: 'number', formerParams: ['ram'] },
    maxPrice: { kind: 'number' },
    compare: { kind: 'text', param: 'c' },
  },
  [
    { value: 'NEWEST', slug: 'newest', label: 'Newest first' },
    { value: 'PRICE_ASC', slug: 'price', label: 'Price: low to high' },
  ],
);

const read = (search: string) => FINDER.stateFromSearch(new URLSearchParams(search));
const written = (search: string) => FINDER.searchFromState(read(search)).toString();

describe('defineFinder', () => {
  it('reads and writes a field under its own key unless it names another parameter', () => {
    const state = read('minRamGb=16&maxPrice=900&c=a.b');
    expect(state).toMatchObject({ minRamGb: 16, maxPrice: 900, compare: 'a.b' });
    expect(FINDER.searchFromState(state).toString()).toBe('minRamGb=16&maxPrice=900&c=a.b');
  });

  it.each([
    ['text', 'q=duke', { searchTerm: 'duke' }, 'searchTerm=duke'],
    ['slugs', 'brand=hp,dell', { companyPaths: ['hp', 'dell'] }, 'companyPaths=hp%2Cdell'],
    ['list', 'panel=oled', { panels: ['OLED'] }, 'panels=oled'],
    ['one', 'gpu=dedicated', { gpuKind: 'DEDICATED' }, 'gpuKind=dedicated'],
    ['number', 'ram=16', { minRamGb: 16 }, 'minRamGb=16'],
  ])('reads a %s field from an address saved under its former name, and writes its name', (_, old, state, next) => {
    expect(read(old)).toMatchObject(state);
    expect(written(old)).toBe(next);
  });

  it('reads the name over a former name when an address has both', () => {
    expect(read('ram=8&minRamGb=16').minRamGb).toBe(16);
    expect(read('panel=lcd&panels=oled').panels).toEqual(['OLED']);
  });

  it('owns its former names too, so a changed filter does not leave them behind', () => {
    expect([...FINDER.params].sort()).toEqual(
      [
        'sort',
        'page',
        'searchTerm',
        'q',
        'companyPaths',
        'brand',
        'panels',
        'panel',
        'gpuKind',
        'gpu',
        'minRamGb',
        'ram',
        'maxPrice',
        'c',
      ].sort(),
    );
  });
});
