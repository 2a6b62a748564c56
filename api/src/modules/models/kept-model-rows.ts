import { LRUCache } from 'lru-cache';
import type { ReadCache } from '../../shared/cache';
import type { ModelRow } from './store';

/** How many models' list rows are kept (about 0.5 kB each): the pages and search hits people come back to. */
const ROWS_KEPT = 20_000;

/**
 * Models' list rows by id, kept until the catalogue of phones or laptops changes: a list page or a search answers its
 * ids from memory (listing-order and search indexes), and then read 12 or 20 rows by primary key, which on the
 * embedded database cost most of the request.
 */
export function keptModelRows(cache: ReadCache, readRows: (ids: number[]) => Promise<ModelRow[]>) {
  const rows = new LRUCache<number, ModelRow>({ max: ROWS_KEPT });
  let generation = 0;
  const forget = () => {
    generation += 1;
    rows.clear();
  };
  cache.onClear(forget, 'mobile');
  cache.onClear(forget, 'laptop');

  /** These models' rows, in the order asked; a model no longer there is left out. */
  return async function rowsOf(ids: readonly number[]): Promise<ModelRow[]> {
    // Taken first: keeping the rows read below may push some of these out of the cache.
    const known = new Map(ids.flatMap((id) => (rows.has(id) ? [[id, rows.get(id)!] as const] : [])));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const startedIn = generation;
      for (const row of await readRows(missing)) {
        known.set(row.id, row);
        // Rows read while the catalogue changed may be from before the change: used once, not kept.
        if (startedIn === generation) rows.set(row.id, row);
      }
    }
    return ids.flatMap((id) => {
      const row = known.get(id);
      return row ? [row] : [];
    });
  };
}
