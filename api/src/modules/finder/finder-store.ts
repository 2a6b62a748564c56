import type { Queryable } from '../../db/database';
import { orderByClause, whereClause, type FinderCondition, type FinderSortKey } from './finder-conditions';

/** Where a category keeps its finder numbers: a table keyed by model_id, read as alias `f` beside `models m`. */
export interface FinderTable {
  /** The finder table's name (from code, never from a request). */
  table: string;
  /** The columns the in-memory index reads. */
  indexColumns: readonly string[];
  /** The columns of one result row, on aliases f (finder table) and m (models). */
  pageColumns: string;
  /** The rows a page reads, when not the finder table joined to models (a finder over another table). */
  from?: string;
  /** Which rows of the table this finder indexes, when not all (one of several finders over one table). */
  indexWhere?: string;
  /** Only listed (published) models are ever found: a finder for visitors only (not one that also serves admins). */
  listedOnly?: boolean;
}

/**
 * The only SQL of a finder: index rows and result rows (read once per catalogue change), rows by id in an order
 * chosen in memory, and the same page as the database filters and sorts it (the reference the in-memory index is
 * checked against).
 */
export function createFinderStore<IndexRow, PageRow extends { model_id: number }>(db: Queryable, config: FinderTable) {
  const { table, pageColumns } = config;
  const from = config.from ?? `${table} f JOIN models m ON m.id = f.model_id`;
  const listed = config.listedOnly ? 'm.published' : 'TRUE';
  const indexed = ` WHERE ${[listed, ...(config.indexWhere ? [config.indexWhere] : [])].join(' AND ')}`;
  return {
    async indexRows(): Promise<IndexRow[]> {
      // finder: every listed model's finder numbers, for the in-memory finder index (an unlisted model is never found)
      return db.query<IndexRow>(
        `SELECT f.model_id, ${config.indexColumns.map((column) => `f.${column}`).join(', ')} FROM ${from}${indexed}`,
      );
    },

    /** Every listed row's result row, read once with the index, so pages are answered without the database. */
    async pageRows(): Promise<PageRow[]> {
      // finder: every listed model's result row, kept in memory beside the finder index
      return db.query<PageRow>(`SELECT ${pageColumns} FROM ${from}${indexed}`);
    },

    async findPage(
      conditions: readonly FinderCondition[],
      sort: FinderSortKey,
      limit: number,
      offset: number,
    ): Promise<PageRow[]> {
      const params: unknown[] = [];
      const where = whereClause(conditions, params);
      params.push(limit, offset);
      // finder: one page, sorted on an indexed column, joined to models for names only
      return db.query<PageRow>(
        `SELECT ${pageColumns} FROM ${from}
         WHERE ${listed} AND ${where}
         ORDER BY ${orderByClause(sort)} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
    },

    /** The rows of the given models, in the given order (a page the in-memory index already chose and sorted). */
    async findByIds(ids: number[]): Promise<PageRow[]> {
      if (ids.length === 0) return [];
      // finder: result rows by primary key
      const rows = await db.query<PageRow>(
        `SELECT ${pageColumns} FROM ${from} WHERE f.model_id = ANY($1::int[]) AND ${listed}`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [row.model_id, row]));
      return ids.map((id) => byId.get(id)).filter((row): row is PageRow => row !== undefined);
    },
  };
}

export type FinderStore<IndexRow, PageRow extends { model_id: number }> = ReturnType<
  typeof createFinderStore<IndexRow, PageRow>
>;
