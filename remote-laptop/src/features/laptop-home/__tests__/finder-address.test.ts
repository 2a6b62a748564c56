import {
  EMPTY_FINDER,
  finderFilterOf,
  finderStateFromSearch,
  searchFromFinderState,
  withFilter,
  type FinderState,
} from '../finder-address';

const roundTrip = (state: FinderState) => finderStateFromSearch(searchFromFinderState(state));

describe('the finder address', () => {
  it('keeps the plain finder at a bare /laptop', () => {
    expect(searchFromFinderState(EMPTY_FINDER).toString()).toBe('');
    expect(finderStateFromSearch(new URLSearchParams())).toEqual(EMPTY_FINDER);
  });

  it('reads the issue example and writes it back the same way', () => {
    const search = new URLSearchParams('brand=hp,dell&minRamGb=16&sort=weight');
    const state = finderStateFromSearch(search);
    expect(state).toEqual({ ...EMPTY_FINDER, brands: ['hp', 'dell'], minRamGb: 16, sort: 'WEIGHT_ASC' });
    expect(searchFromFinderState(state).toString()).toBe('brand=hp%2Cdell&minRamGb=16&sort=weight');
  });

  it('reads an address saved under the names the filters had before, and writes their names', () => {
    const saved = finderStateFromSearch(
      new URLSearchParams(
        'brand=hp&minScreen=14&maxScreen=16&ram=16&storage=512&weight=1.5&minYear=2024&maxYear=2025' +
          '&cpu=apple,amd-ryzen&gpu=dedicated&os=macos&sort=weight',
      ),
    );
    expect(finderFilterOf(saved)).toEqual({
      companyPaths: ['hp'],
      minScreenInches: 14,
      maxScreenInches: 16,
      minRamGb: 16,
      minStorageGb: 512,
      maxWeightKg: 1.5,
      minReleaseYear: 2024,
      maxReleaseYear: 2025,
      cpuFamilies: ['APPLE_SILICON', 'AMD_RYZEN'],
      gpuKind: 'DEDICATED',
      operatingSystems: ['MACOS'],
    });
    expect(searchFromFinderState(saved).toString()).toBe(
      'brand=hp&minScreenInches=14&maxScreenInches=16&minRamGb=16&minStorageGb=512&maxWeightKg=1.5' +
        '&minReleaseYear=2024&maxReleaseYear=2025&cpuFamilies=apple%2Camd-ryzen&gpuKind=dedicated' +
        '&operatingSystems=macos&sort=weight',
    );
  });

  it('round-trips every filter and the sort', () => {
    const state: FinderState = {
      brands: ['asus', 'razer'],
      minPrice: 800,
      maxPrice: 2500,
      minScreenInches: 14,
      maxScreenInches: 16,
      minRamGb: 32,
      minStorageGb: 1024,
      maxWeightKg: 2,
      cpuFamilies: ['INTEL_CORE_ULTRA', 'AMD_RYZEN'],
      gpuKind: 'DEDICATED',
      operatingSystems: ['WINDOWS'],
      minReleaseYear: 2024,
      maxReleaseYear: 2025,
      sort: 'BATTERY_DESC',
      page: 3,
    };
    expect(roundTrip(state)).toEqual(state);
  });

  it('reads and writes best rated first as sort=rating', () => {
    const state = finderStateFromSearch(new URLSearchParams('sort=rating'));
    expect(state).toEqual({ ...EMPTY_FINDER, sort: 'RATING_DESC' });
    expect(searchFromFinderState(state).toString()).toBe('sort=rating');
  });

  it('drops what it cannot read instead of failing the page', () => {
    const state = finderStateFromSearch(
      new URLSearchParams(
        'brand=hp,<script>&minRamGb=lots&maxWeightKg=-2&cpuFamilies=pentium,apple&gpuKind=quantum&sort=cheapest&page=0',
      ),
    );
    expect(state).toEqual({ ...EMPTY_FINDER, brands: ['hp'], cpuFamilies: ['APPLE_SILICON'] });
  });

  it('starts again on page 1 when a filter changes, and forgets a cleared value', () => {
    const state = { ...EMPTY_FINDER, minRamGb: 16, page: 4 };
    expect(withFilter(state, { minRamGb: undefined })).toEqual(EMPTY_FINDER);
    expect(withFilter(state, { sort: 'PRICE_ASC' })).toEqual({ ...EMPTY_FINDER, minRamGb: 16, sort: 'PRICE_ASC' });
  });

  it('asks the API in its units: cents, inches, gigabytes, kilograms', () => {
    const filter = finderFilterOf({
      ...EMPTY_FINDER,
      brands: ['hp'],
      minPrice: 499.99,
      maxPrice: 1000,
      maxWeightKg: 1.5,
      minStorageGb: 512,
      operatingSystems: ['CHROMEOS'],
    });
    expect(filter).toMatchObject({
      companyPaths: ['hp'],
      minPriceCents: 49_999,
      maxPriceCents: 100_000,
      maxWeightKg: 1.5,
      minStorageGb: 512,
      operatingSystems: ['CHROMEOS'],
    });
    expect(finderFilterOf(EMPTY_FINDER)).toEqual(
      Object.fromEntries(Object.keys(filter).map((key) => [key, undefined])),
    );
  });
});
