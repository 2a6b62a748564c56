import type { FinderStore } from '../src/modules/finder/finder-store';

/** A finder store over rows in memory, and how many times a runner read its index rows (once per section change). */
export function memoryFinderStore<Row extends { model_id: number }>(rows: readonly Row[]) {
  let reads = 0;
  const store = {
    async indexRows() {
      reads += 1;
      return rows;
    },
    async pageRows() {
      return rows;
    },
    async findPage() {
      return [];
    },
    async findByIds() {
      return [];
    },
  } as unknown as FinderStore<Row, Row>;
  return { store, reads: () => reads };
}
