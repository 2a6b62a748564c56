import { catalogueSources } from '../catalogue-sources';
import { BIKE_LINES } from '../../seed/bike-specs';
import { bikeDocumentFromLine } from '../../seed/bikes';
import { formatSourceReport, sourceReport, type SourcedModel } from '../source-report';
import { LAPTOP_VALUES, laptopStatedValues } from '../../seed/laptop-line';
import { LAPTOP_LINES } from '../../seed/laptop-specs';
import { readRetailLaptops, retailNamesOf } from '../../seed/laptops';

const fixture: SourcedModel[] = [
  {
    category: 'laptops',
    model: 'Checked Book',
    stated: ['cpu', 'wifi'],
    checks: [{ url: 'https://maker.example/a', values: ['cpu', 'wifi'] }],
  },
  {
    category: 'laptops',
    model: 'Half Book',
    stated: ['cpu', 'wifi', 'price'],
    checks: [{ url: 'https://review.example/b', values: ['wifi'] }],
  },
  { category: 'laptops', model: 'Plain Book', stated: ['cpu'], checks: [] },
  { category: 'bikes', model: 'Road Bike', stated: ['displacementCc'], checks: [] },
];

describe('the data report', () => {
  it('counts sourced, unsourced and fully verified models per category and lists what is unverified', () => {
    const report = sourceReport(fixture);
    expect(report.categories.find((entry) => entry.category === 'laptops')).toEqual({
      category: 'laptops',
      models: 3,
      sourced: 2,
      unsourced: 1,
      verified: 1,
      unverifiedValues: 3,
    });
    expect(report.categories.find((entry) => entry.category === 'bikes')).toMatchObject({
      models: 1,
      sourced: 0,
      unsourced: 1,
      verified: 0,
    });
    expect(report.categories.find((entry) => entry.category === 'phones')).toMatchObject({ models: 0, sourced: 0 });
    expect(report.unverified).toEqual([
      { category: 'laptops', model: 'Half Book', values: ['cpu', 'price'], unsourced: false },
      { category: 'laptops', model: 'Plain Book', values: ['cpu'], unsourced: true },
      { category: 'bikes', model: 'Road Bike', values: ['displacementCc'], unsourced: true },
    ]);
    expect(report.problems).toEqual([]);
    expect(formatSourceReport(report)).toContain('Half Book: cpu, price');
  });

  it('calls the data malformed when a source is not https, confirms nothing or confirms a value the line lacks', () => {
    const report = sourceReport([
      {
        category: 'phones',
        model: 'Plain Phone',
        stated: ['price'],
        checks: [{ url: 'http://insecure.example/p', values: ['price'] }],
      },
      {
        category: 'phones',
        model: 'Empty Check',
        stated: ['price'],
        checks: [{ url: 'https://a.example/', values: [] }],
      },
      {
        category: 'phones',
        model: 'Wrong Value',
        stated: ['price'],
        checks: [{ url: 'https://b.example/', values: ['battery'] }],
      },
      { category: 'phones', model: 'Says Nothing', stated: [], checks: [] },
      { category: 'phones', model: 'Says Nothing', stated: [], checks: [] },
    ]);
    expect(report.problems).toEqual([
      'phones / Plain Phone: source "http://insecure.example/p" is not an https URL',
      'phones / Empty Check: source https://a.example/ confirms no value',
      'phones / Wrong Value: source https://b.example/ confirms "battery", a value the line does not state',
      'phones / Says Nothing: states no value at all',
      'phones / Says Nothing: listed twice',
      'phones / Says Nothing: states no value at all',
    ]);
    // Neither a line that states nothing nor a value seen only on a malformed source counts as verified.
    expect(report.categories.find((entry) => entry.category === 'phones')).toMatchObject({ verified: 0, sourced: 2 });
  });

  it('finds the real seed well formed: every verified model has an https source, every laptop check names stated values', () => {
    const models = catalogueSources();
    const report = sourceReport(models);
    expect(report.problems).toEqual([]);
    for (const category of ['phones', 'laptops', 'bikes', 'PC parts'] as const) {
      const counts = report.categories.find((entry) => entry.category === category)!;
      expect(counts.models).toBeGreaterThan(0);
      expect(counts.sourced + counts.unsourced).toBe(counts.models);
    }
    const unverifiedModels = new Set(report.unverified.map((entry) => `${entry.category}/${entry.model}`));
    const verified = models.filter((model) => !unverifiedModels.has(`${model.category}/${model.model}`));
    expect(verified.length).toBeGreaterThan(0);
    for (const model of verified)
      expect([model.model, model.checks.some((check) => check.url.startsWith('https://'))]).toEqual([
        model.model,
        true,
      ]);
  });
});

describe('phone prices and flagships in the report', () => {
  const phone = (name: string) =>
    catalogueSources().find((model) => model.category === 'phones' && model.model === name)!;
  const unverified = (name: string) =>
    sourceReport(catalogueSources()).unverified.find((entry) => entry.model === name)?.values ?? [];

  it('counts a wiki phone launch price verified only with a page that states it', () => {
    expect(phone('Google Pixel 8').checks.filter((check) => check.values.includes('price')).length).toBeGreaterThan(0);
    expect(unverified('Google Pixel 8')).not.toContain('price');
    // No page in the checks states the Pixel 9 Pro Fold's price: it stays unverified rather than borrowing one.
    expect(phone('Google Pixel 9 Pro Fold').checks.some((check) => check.values.includes('price'))).toBe(false);
    expect(unverified('Google Pixel 9 Pro Fold')).toContain('price');
  });

  it('names a checked page for every flagship', () => {
    for (const name of ['Google Pixel 9a', 'OnePlus 13', 'Apple iPhone 16e', 'Apple iPhone Air', 'Samsung Galaxy S25+'])
      expect([name, phone(name).checks.length > 0]).toEqual([name, true]);
  });
});

describe('catalogue values settled against sources', () => {
  const line = (name: string) => LAPTOP_LINES.find((entry) => entry.n === name)!;

  it('changes a value only with two pages (or the maker) behind it', () => {
    const aurora = line('Alienware 16 Aurora');
    expect(aurora.w.split('|')[0]).toBe('Wi-Fi 7');
    expect(aurora.checked!.filter((check) => check.values.includes('wifi'))).toHaveLength(2);
  });

  it('keeps the XPS 13 9345 line to its OLED panel: neither the FHD+ battery figure nor the FHD+ price', () => {
    const xps = line('XPS 13 9345');
    expect(xps.d).toMatch(/^OLED/);
    expect(laptopStatedValues(xps)['battery life']).toBeNull();
    expect(laptopStatedValues(xps).price).toBeNull();
  });

  it('moves the bike values pages agree against: the Multistrada V4 S and SV650 peak revs, the X440 bore and stroke, the 250 Duke camshaft', () => {
    const bike = (model: string) => {
      const found = BIKE_LINES.find((entry) => entry.m === model)!;
      return { document: bikeDocumentFromLine(found, 'brand', 'model'), checks: found.checked ?? [] };
    };
    const pagesFor = (checks: { values: readonly string[] }[], value: string) =>
      checks.filter((check) => check.values.includes(value)).length;
    const multistrada = bike('Multistrada V4 S');
    expect([multistrada.document.maxPowerRpm, multistrada.document.maxTorqueRpm]).toEqual([10500, 8750]);
    expect(pagesFor(multistrada.checks, 'maxPowerRpm')).toBeGreaterThanOrEqual(2);
    expect(pagesFor(multistrada.checks, 'maxTorqueRpm')).toBeGreaterThanOrEqual(2);
    const sv650 = bike('SV650');
    expect(sv650.document.maxTorqueRpm).toBe(6800);
    expect(pagesFor(sv650.checks, 'maxTorqueRpm')).toBeGreaterThanOrEqual(2);
    // Two pages call the X440's engine long-stroke, so the short-stroke 100 x 56 mm went; only one gives figures, so
    // bore and stroke are unknown rather than that one page's.
    const x440 = bike('X440');
    expect([x440.document.boreMm, x440.document.strokeMm]).toEqual([null, null]);
    const duke250 = bike('250 Duke');
    expect(duke250.document.valveSystem).toBe('SOHC');
    expect(pagesFor(duke250.checks, 'valveSystem')).toBeGreaterThanOrEqual(2);
  });

  it('maps both Galaxy Book5 Pro 14 retail names, the Copilot+ PC one included, to its line', () => {
    const covered = retailNamesOf(line('Galaxy Book5 Pro 14'), readRetailLaptops()).map((record) => record.name);
    expect(covered).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Galaxy Book5 Pro Copilot+ PC 14-inch'),
        expect.stringContaining('NP940XHA-KG3US'),
      ]),
    );
  });

  it('writes the lines added from reviews only from what two pages state alike', () => {
    for (const name of ['MacBook Neo', 'XPS 14 (2026)', 'XPS 16 (2026)']) {
      const added = line(name);
      const stated = LAPTOP_VALUES.filter((value) => laptopStatedValues(added)[value] !== null);
      // macOS on a Mac needs no second page.
      for (const value of stated.filter((entry) => entry !== 'os' || added.b !== 'Apple')) {
        const pages = added.checked!.filter((check) => check.values.includes(value)).length;
        expect([name, value, pages >= 2]).toEqual([name, value, true]);
      }
      expect(added.checked!.map((check) => check.url)).toContain(added.url);
    }
  });
});
