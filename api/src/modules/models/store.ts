import type { Queryable } from '../../db/database';
import { isCatalogueSectionName, type CatalogueSectionName } from '../../shared/sections';
import type { SearchIndexRow } from './model-search-index';
import type { ComparableSectionName } from '../../shared/sections';

export interface CompanyRow {
  name: string;
  logo: string;
  path: string;
  ordinal: number;
}

/** The columns that name a model and link to its page, as every table of models carries them. */
export interface ModelIdentityRow {
  company: string;
  company_path: string;
  path: string;
  name: string;
  series: string | null;
  img: string | null;
}

export interface ModelRow extends ModelIdentityRow {
  id: number;
  category: CatalogueSectionName;
  ordinal: number;
  description: string | null;
  price: string | null;
  released: string | null;
  published: boolean;
  detail: Record<string, unknown>;
}

export interface ListFilter {
  category: CatalogueSectionName;
  companyPath?: string | undefined;
  series?: string | undefined;
  search?: string | undefined;
  publishedOnly: boolean;
}

export interface CompareRow {
  id: number;
  one_name: string;
  one_img: string | null;
  one_path: string;
  one_company: string;
  one_company_path: string;
  one_description: string | null;
  one_price: string | null;
  two_name: string;
  two_img: string | null;
  two_path: string;
  two_company: string;
  two_company_path: string;
  two_description: string | null;
  two_price: string | null;
}

const LIST_COLUMNS =
  'id, category, company, company_path, path, name, series, img, ordinal, description, price, released, published';
const HIT_COLUMNS = LIST_COLUMNS.split(', ')
  .map((column) => `m.${column}`)
  .join(', ');

/**
 * Turns free text into a search-as-you-type tsquery: earlier words must match whole, the last word (still being typed)
 * as a prefix once it has 2+ characters: "pixel 9 pr" -> "pixel & 9 & pr:*". Only letters and digits survive, so user
 * input never reaches the query syntax, and one-letter prefixes (which match half the catalogue) are never used.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 && word.length >= 2 ? `${word}:*` : word)).join(' & ');
}

/**
 * The category as an SQL literal, not a parameter: the planner must see the value to use the partial search index
 * of that category (migration 080) under a prepared statement's generic plan too. Only the three names pass.
 */
function categoryCondition(category: CatalogueSectionName): string {
  if (!isCatalogueSectionName(category)) throw new Error(`unknown category ${String(category)}`);
  return `category = '${category}'`;
}

function filterClause(filter: ListFilter, params: unknown[]): string {
  const where = [categoryCondition(filter.category)];
  if (filter.publishedOnly) where.push('published');
  if (filter.companyPath) {
    params.push(filter.companyPath);
    where.push(`company_path = $${params.length}`);
  }
  if (filter.series) {
    params.push(filter.series.toLowerCase());
    where.push(`lower(series) = $${params.length}`);
  }
  const tsQuery = filter.search ? toPrefixQuery(filter.search) : null;
  if (tsQuery) {
    params.push(tsQuery);
    where.push(`search_vector @@ to_tsquery('simple', $${params.length})`);
  }
  return where.join(' AND ');
}

export function createModelStore(db: Queryable) {
  return {
    /** The brands of a category with at least one listed model: a brand with none leads nowhere, so it is not shown. */
    async listCompanies(category: CatalogueSectionName): Promise<CompanyRow[]> {
      // models: list companies of one category that have a published model (one entry of models_listing_published)
      return db.query<CompanyRow>(
        `SELECT c.name, c.logo, c.path, c.ordinal FROM companies c
         WHERE c.category = $1
           AND EXISTS (SELECT 1 FROM models m WHERE m.category = c.category AND m.company_path = c.path AND m.published)
         ORDER BY c.ordinal, c.name`,
        [category],
      );
    },

    async findCompanyPath(category: CatalogueSectionName, nameOrPath: string): Promise<string | null> {
      // models: resolve a brand name or path (case-insensitive) to its path
      const rows = await db.query<{ path: string }>(
        `SELECT path FROM companies WHERE category = $1 AND (path = $2 OR lower(name) = $3) LIMIT 1`,
        [category, nameOrPath.toLowerCase().replace(/\s+/g, ''), nameOrPath.toLowerCase()],
      );
      return rows[0]?.path ?? null;
    },

    async countModels(filter: ListFilter): Promise<number> {
      const params: unknown[] = [];
      const where = filterClause(filter, params);
      // models: count models for a list page
      const rows = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM models WHERE ${where}`,
        params,
      );
      return rows[0]?.total ?? 0;
    },

    async listModels(filter: ListFilter, limit: number, offset: number): Promise<ModelRow[]> {
      const params: unknown[] = [];
      const where = filterClause(filter, params);
      params.push(limit, offset);
      // models: one page of models. The page's ids come from the index alone (models_listing_published /
      // models_category_published: skipped rows cost an index entry, not a model row); then only those rows are read.
      return db.query<ModelRow>(
        `SELECT ${LIST_COLUMNS}, '{}'::jsonb AS detail FROM models
         WHERE id IN (SELECT id FROM models WHERE ${where} ORDER BY ordinal, id LIMIT $${params.length - 1} OFFSET $${params.length})
         ORDER BY ordinal, id`,
        params,
      );
    },

    /** The ids of every model a list without a text search shows, in its order (see listing-order.ts). */
    async listModelIds(filter: Omit<ListFilter, 'search'>): Promise<number[]> {
      const params: unknown[] = [];
      const where = filterClause(filter, params);
      // models: a whole list's ids in listing order, from the index alone (models_listing_published)
      const rows = await db.query<{ id: number }>(`SELECT id FROM models WHERE ${where} ORDER BY ordinal, id`, params);
      return rows.map((row) => row.id);
    },

    /** A category's published models as the in-memory search reads them, in listing order (model-search-index.ts). */
    async searchIndexRows(category: CatalogueSectionName): Promise<SearchIndexRow[]> {
      // models: the words of every published model of a category, for the search kept in memory
      return db.query<SearchIndexRow>(
        `SELECT id, company, name, series, path FROM models WHERE ${categoryCondition(category)} AND published
         ORDER BY ordinal, id`,
      );
    },

    /** These models' list rows (in listing order). */
    async listModelsByIds(ids: readonly number[]): Promise<ModelRow[]> {
      // models: one list page's rows by primary key
      return db.query<ModelRow>(
        `SELECT ${LIST_COLUMNS}, '{}'::jsonb AS detail FROM models WHERE id = ANY($1::int[]) ORDER BY ordinal, id`,
        [ids],
      );
    },

    async searchModels(category: CatalogueSectionName, text: string, limit: number): Promise<ModelRow[]> {
      const tsQuery = toPrefixQuery(text);
      if (!tsQuery) return [];
      // models: full-text prefix search, best rank first: matches ranked in the narrow model_search table (partial
      // GIN index model_search_<category>), then only the hits' model rows read
      return db.query<ModelRow>(
        `SELECT ${HIT_COLUMNS}, '{}'::jsonb AS detail
         FROM (SELECT model_id, ordinal, ts_rank(search_vector, to_tsquery('simple', $1)) AS rank FROM model_search
               WHERE ${categoryCondition(category)} AND published AND search_vector @@ to_tsquery('simple', $1)
               ORDER BY rank DESC, ordinal, model_id LIMIT $2) hit
         JOIN models m ON m.id = hit.model_id
         ORDER BY hit.rank DESC, hit.ordinal, hit.model_id`,
        [tsQuery, limit],
      );
    },

    async findModel(category: CatalogueSectionName, companyPath: string, path: string): Promise<ModelRow | null> {
      // models: one model with its detail document
      const rows = await db.query<ModelRow>(
        `SELECT ${LIST_COLUMNS}, detail FROM models WHERE category = $1 AND company_path = $2 AND path = $3`,
        [category, companyPath, path],
      );
      return rows[0] ?? null;
    },

    async listSpecModels(category: CatalogueSectionName | null, companyPath: string | null): Promise<ModelRow[]> {
      // models: published models for spec lists, optionally of one category and brand
      return db.query<ModelRow>(
        `SELECT ${LIST_COLUMNS}, '{}'::jsonb AS detail FROM models
         WHERE published AND ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR company_path = $2)
         ORDER BY category, company_path, ordinal, id LIMIT 5000`,
        [category, companyPath],
      );
    },

    async listHomeMobiles(): Promise<ModelRow[]> {
      // models: phones picked for the home page
      return db.query<ModelRow>(
        `SELECT m.id, m.category, m.company, m.company_path, m.path, m.name, m.series, m.img, m.ordinal, m.description,
                m.price, m.released, m.published, '{}'::jsonb AS detail
         FROM home_mobiles h JOIN models m ON m.id = h.model_id
         WHERE m.published ORDER BY h.ordinal`,
      );
    },

    async listComparePairs(category: ComparableSectionName): Promise<CompareRow[]> {
      // models: curated compare pairs with both sides
      return db.query<CompareRow>(
        `SELECT p.id,
                a.name AS one_name, a.img AS one_img, a.path AS one_path, a.company AS one_company,
                a.company_path AS one_company_path, a.description AS one_description, a.price AS one_price,
                b.name AS two_name, b.img AS two_img, b.path AS two_path, b.company AS two_company,
                b.company_path AS two_company_path, b.description AS two_description, b.price AS two_price
         FROM compare_pairs p JOIN models a ON a.id = p.model_one_id JOIN models b ON b.id = p.model_two_id
         WHERE p.category = $1 ORDER BY p.ordinal, p.id`,
        [category],
      );
    },
  };
}

export type ModelStore = ReturnType<typeof createModelStore>;
