import type { FinderCondition, FinderOptionCount, FinderOptionGroup, FinderSortKey } from './finder-conditions';

/** What a category's index holds: which row fields are numbers and which are text (brand, processor family...). */
export interface FinderIndexColumns<Row> {
  numbers: readonly (keyof Row & string)[];
  texts: readonly (keyof Row & string)[];
}

type Matcher = (row: number) => boolean;

/**
 * A finder's exact counts, option counts and the pages of rare combinations, from the finder columns kept in memory.
 * Counting tens of thousands of matches in the embedded database costs about a microsecond a row (100 ms on 100,000
 * models), while these arrays answer any filter in about a millisecond. Built from the stored numbers, never from
 * spec text; the owner rebuilds it whenever the catalogue changes.
 */
export class FinderIndex<Row extends { model_id: number }> {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly numbers = new Map<string, Float64Array>();
  private readonly texts = new Map<string, { codes: Int32Array; codeOf: Map<string, number>; values: string[] }>();

  constructor(rows: readonly Row[], columns: FinderIndexColumns<Row>) {
    this.size = rows.length;
    this.ids = Int32Array.from(rows, (row) => row.model_id);
    for (const column of columns.numbers) {
      this.numbers.set(column, Float64Array.from(rows, (row) => numberOrNaN(row[column])));
    }
    for (const column of columns.texts) {
      const codeOf = new Map<string, number>();
      const values: string[] = [];
      const codes = Int32Array.from(rows, (row) => {
        const value = row[column];
        if (typeof value !== 'string') return -1;
        let code = codeOf.get(value);
        if (code === undefined) {
          code = values.push(value) - 1;
          codeOf.set(value, code);
        }
        return code;
      });
      this.texts.set(column, { codes, codeOf, values });
    }
  }

  count(conditions: readonly FinderCondition[]): number {
    return this.match(conditions, 0).total;
  }

  /**
   * The number of matches and, while there are at most `maxIds` of them, the model ids of the requested page in the
   * requested order (the same order the SQL sorts by): a rare combination is then fetched by id instead of walking a
   * sort index past thousands of models that do not match.
   */
  page(conditions: readonly FinderCondition[], sort: FinderSortKey, offset: number, limit: number, maxIds: number): { total: number; ids: number[] | null } {
    const { total, rows } = this.match(conditions, maxIds);
    if (!rows) return { total, ids: null };
    rows.sort(this.comparator(sort));
    return { total, ids: rows.slice(offset, offset + limit).map((row) => this.ids[row]!) };
  }

  /**
   * For each group, how many models each option would leave: every other control's conditions still apply, this
   * control's are replaced by the option's. One pass: a model that fails two controls counts for no option, one that
   * fails a single control counts only for that control's options.
   */
  optionCounts(conditions: readonly FinderCondition[], groups: readonly FinderOptionGroup[]): Map<string, FinderOptionCount[]> {
    const active = conditions.map((condition) => ({ key: condition.key, test: this.matcher(condition) }));
    const tallies = groups.map((group) => ({
      key: group.key,
      options: group.options.map((option) => ({ value: option.value, test: this.matcher(option.condition), count: 0 })),
    }));
    const tallyOf = new Map(tallies.map((tally) => [tally.key, tally]));
    rows: for (let row = 0; row < this.size; row++) {
      let failed: string | null = null;
      for (const condition of active) {
        if (condition.test(row) || condition.key === failed) continue;
        if (failed !== null) continue rows;
        failed = condition.key;
      }
      const targets = failed === null ? tallies : [tallyOf.get(failed)].filter((tally) => tally !== undefined);
      for (const tally of targets) {
        for (const option of tally.options) if (option.test(row)) option.count += 1;
      }
    }
    return new Map(tallies.map((tally) => [tally.key, tally.options.map(({ value, count }) => ({ value, count }))]));
  }

  private matcher(condition: FinderCondition): Matcher {
    if ('anyOf' in condition) {
      const text = this.texts.get(condition.column);
      if (!text) throw new Error(`finder index has no text column ${condition.column}`);
      const wanted = new Set(condition.anyOf.map((value) => text.codeOf.get(value) ?? -2));
      const { codes } = text;
      return (row) => wanted.has(codes[row]!);
    }
    const values = this.numbers.get(condition.column);
    if (!values) throw new Error(`finder index has no number column ${condition.column}`);
    const min = condition.min ?? Number.NEGATIVE_INFINITY;
    const max = condition.max ?? Number.POSITIVE_INFINITY;
    // Written so NaN (unknown) fails, as NULL never matches in SQL: every comparison with NaN is false.
    return (row) => {
      const value = values[row]!;
      return value >= min && value <= max;
    };
  }

  /** Mirrors orderByClause: unknown values last, ties by model id. */
  private comparator(sort: FinderSortKey): (a: number, b: number) => number {
    const direction = sort.direction === 'ASC' ? 1 : -1;
    const tie = sort.tie === 'ASC' ? 1 : -1;
    const byId = (a: number, b: number) => tie * (this.ids[a]! - this.ids[b]!);
    const numbers = this.numbers.get(sort.column);
    if (numbers) {
      return (a, b) => {
        const x = numbers[a]!;
        const y = numbers[b]!;
        if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
        return (x === y || Number.isNaN(x) ? 0 : x < y ? -direction : direction) || byId(a, b);
      };
    }
    const text = this.texts.get(sort.column);
    if (!text) throw new Error(`finder index cannot sort by ${sort.column}`);
    const { codes, values } = text;
    return (a, b) => {
      const x = codes[a]! < 0 ? null : values[codes[a]!]!;
      const y = codes[b]! < 0 ? null : values[codes[b]!]!;
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
      return (x === y || x === null || y === null ? 0 : x < y ? -direction : direction) || byId(a, b);
    };
  }

  /** The number of matches, and their row positions while there are at most `maxRows` of them. */
  private match(conditions: readonly FinderCondition[], maxRows: number): { total: number; rows: number[] | null } {
    const tests = conditions.map((condition) => this.matcher(condition));
    let total = 0;
    let rows: number[] | null = maxRows > 0 ? [] : null;
    rows: for (let row = 0; row < this.size; row++) {
      for (const test of tests) if (!test(row)) continue rows;
      total += 1;
      if (rows) {
        if (rows.length < maxRows) rows.push(row);
        else rows = null;
      }
    }
    return { total, rows };
  }
}

function numberOrNaN(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}
