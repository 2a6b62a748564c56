import { BIKE_LINES } from '../bike-specs';
import { bikeSeeds } from '../bikes';
import { listPriceFromText } from '../../modules/bikes/list-price';

describe('the bike seed catalogue', () => {
  const seeds = bikeSeeds();

  it('covers at least 8 brands and 60 models, published and drafts, each path unique within its brand', () => {
    expect(new Set(seeds.map((seed) => seed.companyPath)).size).toBeGreaterThanOrEqual(8);
    expect(seeds.length).toBeGreaterThanOrEqual(60);
    expect(seeds.some((seed) => !seed.published)).toBe(true);
    expect(new Set(seeds.map((seed) => `${seed.companyPath}/${seed.path}`)).size).toBe(seeds.length);
  });

  it("names the maker's page for every model", () => {
    for (const line of BIKE_LINES)
      expect([line.m, line.src]).toEqual([line.m, expect.stringMatching(/^https:\/\/\S+$/)]);
    for (const seed of seeds) expect(seed.detail.sourceUrl).toMatch(/^https:\/\//);
  });

  it('labels every stated price as a list price with a currency the catalogue can filter on', () => {
    for (const seed of seeds.filter((entry) => entry.price)) {
      expect([seed.name, seed.price]).toEqual([seed.name, expect.stringContaining('(list price)')]);
      const { listPrice, priceCurrency } = listPriceFromText(seed.price);
      expect([seed.name, listPrice! > 0, priceCurrency]).toEqual([
        seed.name,
        true,
        expect.stringMatching(/^(USD|INR|EUR|GBP)$/),
      ]);
    }
  });

  it('keeps unknown values missing (null), never blank text or a guessed default', () => {
    for (const seed of seeds) {
      for (const [field, value] of Object.entries(seed.detail)) {
        expect([seed.name, field, value]).not.toEqual([seed.name, field, '']);
        if (typeof value === 'number')
          expect([seed.name, field, Number.isFinite(value)]).toEqual([seed.name, field, true]);
      }
    }
    const goldWing = seeds.find((seed) => seed.name === 'Gold Wing Tour')!;
    expect(goldWing.detail).toMatchObject({
      topSpeed: null,
      mileage: null,
      kerbWeightKg: null,
      gearShiftPattern: null,
      price: null,
    });
  });
});
