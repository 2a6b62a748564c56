import { LAPTOP_LINES } from '../laptop-specs';
import { laptopSeedsWithValues, readRetailLaptops, retailNamesOf } from '../laptops';

describe('laptop seed data', () => {
  const retail = readRetailLaptops();
  const seeds = laptopSeedsWithValues();

  it("names the maker's page for every model and labels every price as a US list price", () => {
    for (const line of LAPTOP_LINES) expect(line.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(com|net)\//);
    for (const { seed } of seeds) {
      if (seed.price !== null) expect(seed.price).toMatch(/^\$[\d,]+(\.\d{2})? \(US list price\)$/);
      expect(seed.detail.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('maps each retail name to at most one model, and says how many it covers', () => {
    const covered = LAPTOP_LINES.flatMap((line) => retailNamesOf(line, retail).map((record) => record.name));
    expect(new Set(covered).size).toBe(covered.length);
    // 74 of the 118 retail names have a data-sheet line; raise this as lines are added, never by guessing.
    expect(covered.length).toBeGreaterThanOrEqual(74);
    expect(retail).toHaveLength(118);
  });

  it('carries no guessed defaults: unknown camera video, speakers, NFC and battery type stay empty', () => {
    for (const { seed } of seeds) {
      const features = (seed.detail as { features: Record<string, Record<string, unknown>> }).features;
      expect(features.sound!.loud_speaker).not.toBe('Stereo speakers');
      expect(features.wireless!.nfc).not.toBe('No');
      expect(features.battery!.type).not.toBe('Lithium-ion polymer');
    }
    const xps = seeds.find(({ seed }) => seed.path === 'xps-13-9350')!.seed.detail as {
      features: { camera: { video: unknown } };
    };
    expect(xps.features.camera.video).toBeNull();
  });

  it('stores the finder numbers the sheet states, and null for what it does not', () => {
    const byPath = new Map(seeds.map(({ seed, values }) => [seed.path, values]));
    expect(byPath.get('macbook-air-15-m4-2025')).toEqual({
      priceCents: 119_900,
      currency: 'USD',
      screenInches: 15.3,
      ramGb: 16,
      storageGb: 256,
      weightKg: 1.51,
      batteryWh: 66.5,
      releaseYear: 2025,
      cpuFamily: 'APPLE_SILICON',
      gpuKind: 'INTEGRATED',
      os: 'MACOS',
    });
    expect(byPath.get('galaxy-book4-pro-360-16')).toMatchObject({
      priceCents: null,
      currency: null,
      ramGb: null,
      weightKg: null,
      batteryWh: null,
      screenInches: 16,
    });
  });
});
