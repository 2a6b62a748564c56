import { PART_FILTERS, type PartCategory } from '@gadgets/pc-compatibility';
import type { Queryable } from '../../db/database';
import { toPrefixQuery } from '../models/store';
import { createFinderStore } from '../finder/finder-store';
import { pcPartFinderTable, type PartChoices, type PcPartIndexRow } from './finder-config';

export interface PcPartRow {
  id: string;
  /** The part's number in the picker's finder index. */
  finder_id: number;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  specs: Record<string, unknown>;
  list_price_cents: number | null;
  price_currency: string | null;
  price_source: string | null;
  price_source_url: string | null;
  price_kind: 'part' | 'chipset' | null;
  price_sources: { title: string; url: string }[] | null;
}

const COLUMNS =
  'id, finder_id, category, manufacturer, name, release_year, specs, list_price_cents, price_currency, price_source, price_source_url, price_kind, price_sources';

/** A picker page's row: the part and its finder number. */
export type PcPartFinderRow = PcPartRow & { model_id: number };

export function createPcPartStore(db: Queryable) {
  return {
    async list(category: string | null, search: string | null, limit: number): Promise<PcPartRow[]> {
      const tsQuery = search ? toPrefixQuery(search) : null;
      // pc parts: one category and/or a prefix search (indexes pc_parts_category, pc_parts_search)
      return db.query<PcPartRow>(
        `SELECT ${COLUMNS} FROM pc_parts
         WHERE ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR search_vector @@ to_tsquery('simple', $2))
         ORDER BY category, manufacturer, name LIMIT $3`,
        [category, tsQuery, limit],
      );
    },

    /** The picker's reads for one category: its parts' numbers (view pc_part_finder) and pages of parts. */
    finder: (category: PartCategory) =>
      createFinderStore<PcPartIndexRow, PcPartFinderRow>(db, pcPartFinderTable(category)),

    async searchIds(category: string, search: string): Promise<number[] | null> {
      const tsQuery = toPrefixQuery(search);
      if (!tsQuery) return null;
      // pc parts: the parts of one category a search term finds (index pc_parts_search), for the picker's finder
      const rows = await db.query<{ finder_id: number }>(
        `SELECT finder_id FROM pc_parts WHERE category = $1 AND search_vector @@ to_tsquery('simple', $2)`,
        [category, tsQuery],
      );
      return rows.map((row) => row.finder_id);
    },

    /** The values each of a category's choice filters offers (a listed column's items one by one), by filter key. */
    async fieldChoices(category: PartCategory): Promise<Record<string, string[]>> {
      const choices = PART_FILTERS[category].filter((filter) => filter.kind === 'choice');
      if (choices.length === 0) return {};
      // Columns and keys come from PART_FILTERS, never from a request.
      const selects = choices.map((filter) => {
        const value = filter.listed ? `unnest(${filter.column})` : filter.column;
        return `SELECT DISTINCT '${filter.key}' AS key, ${value} AS value FROM pc_parts WHERE category = $1`;
      });
      // pc parts: the values of one category's own choice filters
      const rows = await db.query<{ key: string; value: string | null }>(`${selects.join(' UNION ')} ORDER BY 1, 2`, [
        category,
      ]);
      const byKey: Record<string, string[]> = {};
      for (const row of rows) if (row.value !== null) (byKey[row.key] ??= []).push(row.value);
      return byKey;
    },

    async choices(category: string): Promise<Omit<PartChoices, 'manufacturers' | 'fields'>> {
      // pc parts: the values the picker's choice filters offer in one category
      const rows = await db.query<{ column: keyof Omit<PartChoices, 'manufacturers' | 'fields'>; value: string }>(
        `SELECT DISTINCT 'sockets' AS column, socket AS value FROM pc_parts WHERE category = $1 AND socket IS NOT NULL
         UNION SELECT DISTINCT 'memoryTypes', memory_type FROM pc_parts WHERE category = $1 AND memory_type IS NOT NULL
         UNION SELECT DISTINCT 'boardFormFactors', board_form_factor FROM pc_parts WHERE category = $1 AND board_form_factor IS NOT NULL
         UNION SELECT DISTINCT 'storageInterfaces', storage_interface FROM pc_parts WHERE category = $1 AND storage_interface IS NOT NULL
         ORDER BY 1, 2`,
        [category],
      );
      const choices = { sockets: [], memoryTypes: [], boardFormFactors: [], storageInterfaces: [] } as Omit<
        PartChoices,
        'manufacturers' | 'fields'
      >;
      for (const row of rows) choices[row.column].push(row.value);
      return choices;
    },

    async manufacturers(category: string): Promise<string[]> {
      // pc parts: the makers of one category, for the picker's filter. Each step jumps to the next maker in index
      // pc_parts_manufacturer, so the cost follows the number of makers, not of parts (DISTINCT reads every part).
      const rows = await db.query<{ manufacturer: string }>(
        `WITH RECURSIVE makers AS (
           SELECT min(manufacturer) AS manufacturer FROM pc_parts WHERE category = $1
           UNION ALL
           SELECT (SELECT min(manufacturer) FROM pc_parts WHERE category = $1 AND manufacturer > makers.manufacturer)
           FROM makers WHERE makers.manufacturer IS NOT NULL
         )
         SELECT manufacturer FROM makers WHERE manufacturer IS NOT NULL`,
        [category],
      );
      return rows.map((row) => row.manufacturer);
    },

    async findMany(ids: string[]): Promise<PcPartRow[]> {
      if (ids.length === 0) return [];
      // pc parts: several parts by id in one round trip
      return db.query<PcPartRow>(`SELECT ${COLUMNS} FROM pc_parts WHERE id = ANY($1::text[])`, [ids]);
    },
  };
}

export type PcPartStore = ReturnType<typeof createPcPartStore>;
