import type { Queryable } from '../../db/database';
import { orderByClause, sortJoin, whereClause, type FinderCondition, type FinderSortKey } from './finder-conditions';

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
 * Rows read at most this many at a time when a whole finder is read: a query's rows are decoded in the main thread
 * (PGlite decodes 100,000 phones' result rows in about 2.5 s), and other requests are answered between chunks.
 */
const ROWS_PER_READ = 2_000;

/**
 * Every row `read` gives, a chunk after another in model id order (`read(after, limit)`: the first `limit` rows past
 * model id `after`), letting the event loop answer other requests between chunks.
 */
async function readInChunks<Row extends { model_id: number }>(
  read: (after: number, limit: number) => Promise<Row[]>,
  rowsPerRead: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  // Model ids start at 1.
  for (let after = 0; ;) {
    const chunk = await read(after, rowsPerRead);
    for (const row of chunk) rows.push(row);
    if (chunk.length < rowsPerRead) return rows;
    after = chunk[chunk.length - 1]!.model_id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The only SQL of a finder: index rows and result rows (read once per catalogue change), rows by id in an order
 * chosen in memory, and the same page as the database filters and sorts it (the reference the in-memory index is
 * checked against).
 */
export function createFinderStore<IndexRow, PageRow extends { model_id: number }>(
  db: Queryable,
  config: FinderTable,
  { rowsPerRead = ROWS_PER_READ }: { rowsPerRead?: number } = {},
) {
  const { table, pageColumns } = config;
  const from = config.from ?? `${table} f JOIN models m ON m.id = f.model_id`;
  const listed = config.listedOnly ? 'm.published' : 'TRUE';
  // A chunk: the rows past a model id, in id order (on both sides of the models join, so the database starts reading
  // both there).
  const past = config.from ? 'f.model_id > $1' : 'f.model_id > $1 AND m.id > $1';
  const chunk = ` WHERE ${[listed, ...(config.indexWhere ? [config.indexWhere] : []), past].join(' AND ')}
    ORDER BY f.model_id LIMIT $2`;
  return {
    async indexRows(): Promise<(IndexRow & { model_id: number })[]> {
      const columns = config.indexColumns.map((column) => `f.${column}`).join(', ');
      return readInChunks(
        (after, limit) =>
          // finder: listed models' finder numbers, a chunk of the in-memory finder index (an unlisted model is never found)
          db.query<IndexRow & { model_id: number }>(`SELECT f.model_id, ${columns} FROM ${from}${chunk}`, [
            after,
            limit,
          ]),
        rowsPerRead,
      );
    },

    /** Every listed row's result row, read once with the index, so pages are answered without the database. */
    async pageRows(): Promise<PageRow[]> {
      return readInChunks(
        (after, limit) =>
          // finder: listed models' result rows, a chunk of those kept in memory beside the finder index
          db.query<PageRow>(`SELECT ${pageColumns} FROM ${from}${chunk}`, [after, limit]),
        rowsPerRead,
      );
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
      // finder: one page, sorted on an indexed column (or the models' ratings), joined to models for names only
      return db.query<PageRow>(
        `SELECT ${pageColumns} FROM ${from}${sortJoin(sort)}
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
