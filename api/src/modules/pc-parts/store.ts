import type { Queryable } from '../../db/database';
import { toPrefixQuery } from '../catalogue/store';

export interface PcPartRow {
  id: string;
  category: string;
  manufacturer: string;
  name: string;
  release_year: number | null;
  specs: Record<string, unknown>;
}

const COLUMNS = 'id, category, manufacturer, name, release_year, specs';

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

    async findMany(ids: string[]): Promise<PcPartRow[]> {
      if (ids.length === 0) return [];
      // pc parts: several parts by id in one round trip
      return db.query<PcPartRow>(`SELECT ${COLUMNS} FROM pc_parts WHERE id = ANY($1::text[])`, [ids]);
    },
  };
}

export type PcPartStore = ReturnType<typeof createPcPartStore>;
