import type { ReadCache } from '../../shared/cache';
import { InputChecker, toPath } from '../../shared/errors';
import { pageInfo } from '../../shared/pagination';
import type { ZodType } from 'zod';
import { laptopDetailSchema, mobileDetailSchema } from './detail-documents';
import type { CatalogueSectionName } from '../../shared/sections';
import type { ModelStore, CompanyRow, CompareRow, ModelIdentityRow, ModelRow } from './store';
import { keptModelRows } from './kept-model-rows';
import { ModelSearchIndex } from './model-search-index';
import type { ComparableSectionName } from '../../shared/sections';

const CATEGORY_BY_ENUM: Record<string, CatalogueSectionName> = { MOBILE: 'mobile', LAPTOP: 'laptop', BIKE: 'bike' };
const CATEGORY_BY_TYPE: Record<string, CatalogueSectionName> = {
  mobile: 'mobile',
  mobiles: 'mobile',
  phone: 'mobile',
  phones: 'mobile',
  laptop: 'laptop',
  laptops: 'laptop',
  bike: 'bike',
  bikes: 'bike',
};

export const MAX_PAGE_SIZE = 100;
export const SEARCH_LIMIT = 20;

export interface ModelListInput {
  company?: string | null;
  series?: string | null;
  search?: string | null;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export function listItem(row: ModelRow) {
  return {
    companyName: row.company,
    companyPath: row.company_path,
    series: row.series,
    name: row.name,
    img: row.img,
    ordinal: row.ordinal,
    path: row.path,
  };
}

export function specModel(row: ModelRow) {
  return {
    id: String(row.id),
    companyName: row.company,
    companyPath: row.company_path,
    name: row.name,
    type: row.category,
    img: row.img,
    path: row.path,
    ordinal: row.ordinal,
  };
}

/** The fields a spec document (SpecDocument, BikeFeature) opens with that say which model it is. */
export function specDocumentModel(row: ModelIdentityRow & { published: boolean }) {
  return {
    companyName: row.company,
    companyPath: row.company_path,
    model: row.name,
    path: row.path,
    series: row.series,
    published: row.published,
  };
}

function compareSide(row: CompareRow, side: 'one' | 'two') {
  return {
    name: row[`${side}_name`],
    img: row[`${side}_img`],
    path: row[`${side}_path`],
    companyPath: row[`${side}_company_path`],
    companyName: row[`${side}_company`],
    description: row[`${side}_description`],
    price: row[`${side}_price`],
  };
}

/**
 * Every category's models as the section pages read them: list pages, search, feature documents, spec models,
 * compare pairs and brands. The section modules (phones, laptops) answer their queries through it.
 */
export function createModelService(store: ModelStore, cache: ReadCache) {
  const rowsOf = keptModelRows(cache, (ids) => store.listModelsByIds(ids));
  async function modelPage(
    category: CatalogueSectionName,
    input: ModelListInput | null | undefined,
    page: number,
    limit: number,
  ) {
    const checker = new InputChecker();
    checker.check(Number.isInteger(page) && page >= 1, 'page', 'Page must be 1 or more');
    checker.check(
      Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE,
      'limit',
      `Limit must be between 1 and ${MAX_PAGE_SIZE}`,
    );
    checker.check(!input?.search || input.search.length <= 100, 'search', 'Search must be at most 100 characters');
    checker.throwIfAny();
    const filter = {
      category,
      companyPath: input?.company ? toPath(input.company) : undefined,
      series: input?.series ?? undefined,
      search: input?.search?.trim() || undefined,
      publishedOnly: true,
    };
    if (!filter.search) {
      // A list without a text search reads its page from its kept order: page 300 of a brand with 10,000 models
      // cost skipping 3,600 index entries per request (130 ms at 32 connections on PGlite).
      const ids = await cache.get(`listing:${JSON.stringify(filter)}`, async () =>
        Int32Array.from(await store.listModelIds(filter)),
      );
      const pageIds = [...ids.subarray((page - 1) * limit, page * limit)];
      const rows = pageIds.length > 0 ? await rowsOf(pageIds) : [];
      return { data: rows.map(listItem), pagination: pageInfo(page, limit, ids.length) };
    }
    // The total changes only with catalogue writes, so one count per filter serves every page until the next write.
    const [totalItems, rows] = await Promise.all([
      cache.get(`count:${JSON.stringify(filter)}`, () => store.countModels(filter)),
      store.listModels(filter, limit, (page - 1) * limit),
    ]);
    const pagination: Pagination = pageInfo(page, limit, totalItems);
    return { data: rows.map(listItem), pagination };
  }

  // Each category's search, built on its first search and dropped when the category's catalogue changes.
  const searchIndexes = new Map<CatalogueSectionName, Promise<ModelSearchIndex>>();
  for (const category of ['mobile', 'laptop'] as const) cache.onClear(() => searchIndexes.delete(category), category);
  function searchIndexOf(category: CatalogueSectionName): Promise<ModelSearchIndex> {
    let index = searchIndexes.get(category);
    if (!index) {
      index = store.searchIndexRows(category).then((rows) => new ModelSearchIndex(rows));
      searchIndexes.set(category, index);
      // A failed build is forgotten, so the next search builds again.
      index.catch(() => searchIndexes.get(category) === index && searchIndexes.delete(category));
    }
    return index;
  }

  async function search(category: CatalogueSectionName, searchKey: string) {
    const key = searchKey.trim();
    if (!key) return [];
    if (key.length > 100)
      new InputChecker().check(false, 'searchKey', 'Search must be at most 100 characters').throwIfAny();
    const ids = (await searchIndexOf(category)).search(key, SEARCH_LIMIT);
    if (ids.length === 0) return [];
    // A model unpublished since the index was built is left out (the index is built again after that write).
    const rows = (await rowsOf(ids)).filter((row) => row.published);
    return rows.map((row) => ({
      name: row.name,
      companyName: row.company,
      companyPath: row.company_path,
      path: row.path,
      series: row.series,
      img: row.img,
    }));
  }

  /** A published model's page: its row, and its feature document parsed by the category's schema. */
  async function feature<Detail>(
    category: ComparableSectionName,
    schema: ZodType<Detail>,
    company: string,
    path: string,
  ) {
    return cache.get(`feature:${category}:${toPath(company)}:${path}`, async () => {
      const row = await store.findModel(category, toPath(company), path);
      if (!row || !row.published) return null;
      // modelId: what the fields resolved from the finder index (standing) look the model up by.
      return { ...schema.parse(row.detail), ...specDocumentModel(row), modelId: row.id };
    });
  }

  function categoryFromType(type: string | null | undefined): CatalogueSectionName | null {
    if (!type) return null;
    const category = CATEGORY_BY_TYPE[type.trim().toLowerCase()];
    if (!category) new InputChecker().check(false, 'type', 'Type must be mobile, laptop or bike').throwIfAny();
    return category!;
  }

  return {
    companies(category: string): Promise<CompanyRow[]> {
      const name = CATEGORY_BY_ENUM[category];
      if (!name) throw new Error(`unknown category ${category}`);
      return store.listCompanies(name);
    },
    modelPage,
    search,
    mobileFeature: (company: string, path: string) => feature('mobile', mobileDetailSchema, company, path),
    laptopFeature: (company: string, path: string) => feature('laptop', laptopDetailSchema, company, path),
    async specModels(type: string | null | undefined) {
      return (await store.listSpecModels(categoryFromType(type), null)).map(specModel);
    },
    async specModelsByCompany(company: string, type: string | null | undefined) {
      return (await store.listSpecModels(categoryFromType(type), toPath(company))).map(specModel);
    },
    async homeMobiles() {
      return (await store.listHomeMobiles()).map((row) => ({
        companyPath: row.company_path,
        companyName: row.company,
        path: row.path,
        name: row.name,
        description: row.description,
        price: row.price,
        img: row.img,
      }));
    },
    async mobileCompareModels() {
      return (await store.listComparePairs('mobile')).map((row) => ({
        id: String(row.id),
        modelOne: compareSide(row, 'one'),
        modelTwo: compareSide(row, 'two'),
      }));
    },
    async laptopComparePairs() {
      return (await store.listComparePairs('laptop')).map((row) => ({
        id: String(row.id),
        laptopOne: compareSide(row, 'one'),
        laptopTwo: compareSide(row, 'two'),
      }));
    },
  };
}

/** A laptop's spec document as the service hands it over: the schema's LaptopFeature and the model's id. */
export type LaptopFeatureModel = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createModelService>['laptopFeature']>>
>;

/** A phone's spec document as the service hands it over: the schema's MobileFeature and the model's id. */
export type MobileFeatureModel = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createModelService>['mobileFeature']>>
>;
