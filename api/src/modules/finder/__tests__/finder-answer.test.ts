import { isInterfaceType, isObjectType, parse, validate } from 'graphql';
import { buildSchema } from '../../../schema';
import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

/**
 * Every catalogue's finder answers one shape (FinderAnswer: items, totalCount, pagination, optionCounts), and the
 * fields and arguments remotes built before it asked for still answer: the documents below are those remotes' own,
 * copied as they were sent, and each must keep validating and give the same matches as its successor.
 */
let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

/** The finder queries of remotes built before FinderAnswer (remote-laptop's facets query, remote-bike's catalogue). */
const BEFORE = {
  laptopFacets: `query LaptopFinder_Facets {
    laptopFinder(limit: 1) {
      facets {
        brands { companyPath companyName count }
        ramOptions storageOptions cpuFamilies gpuKinds operatingSystems
        releaseYears { min max }
      }
    }
  }`,
  bikeCatalogue: `query BikeCataloguePage_Search($filter: BikeCatalogFilter!, $sort: BikeCatalogSort, $page: Int, $limit: Int) {
    searchBikeCatalog(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      total
      priceCurrencies
      pagination { totalItems hasNextPage }
      optionCounts { key values counts options { value count } }
      items { companyPath path model }
    }
  }`,
  partCounts: `query CompatibleParts_Count($category: PcPartCategory!) {
    every: pcPartPicker(category: $category, compatibleOnly: false, limit: 1) { pagination { totalItems } }
  }`,
};

const AFTER = {
  laptopFinder: `query LaptopFinder_Results($filter: LaptopFinderFilter) {
    laptopFinder(filter: $filter, limit: 1) {
      totalCount
      optionCounts { key values counts }
      brands { companyPath companyName }
      releaseYears
    }
  }`,
  bikeFinder: `query BikeCataloguePage_Search($filter: BikeFinderFilter, $sort: BikeSort, $page: Int, $limit: Int) {
    bikeFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
      totalCount
      priceCurrencies
      pagination { totalItems hasNextPage }
      optionCounts { key values counts }
      items { companyPath path model }
    }
  }`,
  partCounts: `query CompatibleParts_Count($category: PcPartCategory!) {
    every: pcPartPicker(category: $category, compatibleOnly: false, limit: 1) { totalCount }
  }`,
};

const FINDER_PAGES = ['PhoneFinderPage', 'LaptopFinderPage', 'BikeFinderPage', 'PcPartPickerPage'];

describe('one finder answer', () => {
  const schema = buildSchema();

  it('is declared once, and every catalogue finder page implements it with items beside it', () => {
    const answer = schema.getType('FinderAnswer');
    if (!isInterfaceType(answer)) throw new Error('FinderAnswer is no interface');
    expect(Object.keys(answer.getFields()).sort()).toEqual(['optionCounts', 'pagination', 'totalCount']);
    for (const name of FINDER_PAGES) {
      const page = schema.getType(name);
      if (!isObjectType(page)) throw new Error(`${name} is no object type`);
      expect(page.getInterfaces().map((implemented) => implemented.name)).toEqual(['FinderAnswer']);
      expect(Object.keys(page.getFields())).toEqual(expect.arrayContaining(['items', 'totalCount', 'optionCounts']));
    }
    const query = schema.getQueryType()!.getFields();
    expect(query.bikeFinder!.type.toString()).toBe('BikeFinderPage!');
  });

  it('keeps the older fields, deprecated with what to use instead', () => {
    const query = schema.getQueryType()!.getFields();
    expect(query.searchBikeCatalog!.deprecationReason).toBe('Use bikeFinder instead.');
    const fieldOf = (type: string, field: string) => {
      const found = schema.getType(type);
      if (!isObjectType(found)) throw new Error(`${type} is no object type`);
      return found.getFields()[field]!;
    };
    expect(fieldOf('BikeCatalogResult', 'total').deprecationReason).toBe("Use bikeFinder's totalCount instead.");
    expect(fieldOf('LaptopFinderPage', 'facets').deprecationReason).toBe(
      'Use optionCounts, brands and releaseYears instead.',
    );
  });

  it.each(Object.entries(BEFORE))("still validates an older remote's %s query", (_name, source) => {
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([]);
  });

  it('answers the bike catalogue under its old and its new name with the same bikes and counts', async () => {
    const variables = { filter: { companyPaths: ['ktm', 'royalenfield'], minDisplacementCc: 300 }, limit: 5 };
    const { searchBikeCatalog: before } = await visitor.data(BEFORE.bikeCatalogue, variables);
    const { bikeFinder: after } = await visitor.data(AFTER.bikeFinder, variables);
    expect(after.items.length).toBeGreaterThan(0);
    expect(after.items).toEqual(before.items);
    expect(after.totalCount).toBe(before.total);
    expect(after.pagination).toEqual(before.pagination);
    expect(after.priceCurrencies).toEqual(before.priceCurrencies);
    expect(after.optionCounts).toEqual(
      before.optionCounts.map(({ key, values, counts }: { key: string; values: string[]; counts: number[] }) => ({
        key,
        values,
        counts,
      })),
    );
  });

  it("counts the laptop finder's options in its answer, offering what the older facets query offered", async () => {
    const {
      laptopFinder: { facets },
    } = await visitor.data(BEFORE.laptopFacets);
    const { laptopFinder: answer } = await visitor.data(AFTER.laptopFinder);
    const valuesOf = (key: string) =>
      answer.optionCounts.find((group: { key: string }) => group.key === key)?.values as string[];
    expect(answer.brands).toEqual(
      facets.brands.map(({ companyPath, companyName }: { companyPath: string; companyName: string }) => ({
        companyPath,
        companyName,
      })),
    );
    expect(valuesOf('companyPaths')).toEqual(facets.brands.map((brand: { companyPath: string }) => brand.companyPath));
    expect(valuesOf('minRamGb')).toEqual(facets.ramOptions.map(String));
    expect(valuesOf('minStorageGb')).toEqual(facets.storageOptions.map(String));
    expect(valuesOf('cpuFamilies')).toEqual(facets.cpuFamilies);
    expect(valuesOf('gpuKind')).toEqual(facets.gpuKinds);
    expect(valuesOf('operatingSystems')).toEqual(facets.operatingSystems);
    expect(answer.releaseYears[0]).toBe(facets.releaseYears.max);
    expect(answer.releaseYears.at(-1)).toBe(facets.releaseYears.min);
    // With nothing filtered, each brand's count is its whole catalogue count, as the facets said.
    const brandCounts = answer.optionCounts.find((group: { key: string }) => group.key === 'companyPaths').counts;
    expect(brandCounts).toEqual(facets.brands.map((brand: { count: number }) => brand.count));
    expect(brandCounts.reduce((sum: number, count: number) => sum + count, 0)).toBe(answer.totalCount);
  });

  it("counts a laptop option with every other filter applied, and the option's own filter left out", async () => {
    const { laptopFinder: all } = await visitor.data(AFTER.laptopFinder);
    const ramValues = all.optionCounts.find((group: { key: string }) => group.key === 'minRamGb').values as string[];
    const smallest = Number(ramValues[0]);
    const { laptopFinder: filtered } = await visitor.data(AFTER.laptopFinder, {
      filter: { minRamGb: Number(ramValues.at(-1)) },
    });
    const ramCounts = filtered.optionCounts.find((group: { key: string }) => group.key === 'minRamGb');
    // The smallest memory step still counts every laptop stating its memory: the chosen step does not narrow its own options.
    const { laptopFinder: atSmallest } = await visitor.data(AFTER.laptopFinder, { filter: { minRamGb: smallest } });
    expect(ramCounts.counts[0]).toBe(atSmallest.totalCount);
    expect(ramCounts.counts.at(-1)).toBe(filtered.totalCount);
  });

  it("gives the part picker's total as totalCount, the number its pagination gave older remotes", async () => {
    const variables = { category: 'CPU' };
    const { every: before } = await visitor.data(BEFORE.partCounts, variables);
    const { every: after } = await visitor.data(AFTER.partCounts, variables);
    expect(after.totalCount).toBeGreaterThan(0);
    expect(after.totalCount).toBe(before.pagination.totalItems);
  });
});
