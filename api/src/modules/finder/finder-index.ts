import type { FinderCondition, FinderOptionCount, FinderOptionGroup, FinderSortKey } from './finder-conditions';

/** What a category's index holds: which row fields are numbers and which are text (brand, processor family...). */
export interface FinderIndexColumns<Row> {
  numbers: readonly (keyof Row & string)[];
  texts: readonly (keyof Row & string)[];
}

type Matcher = (row: number) => boolean;

/**
 * Which rows a group counts: those failing no control (failures 0) and those failing only this group's control
 * (failures 1, failedKey its id).
 */
interface CountedRows {
  failures: Uint8Array;
  failedKey: Int32Array;
  id: number;
}

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
   * control's are replaced by the option's. A model that fails two controls counts for no option, one that fails a
   * single control counts only for that control's options. Column by column in tight loops over typed arrays (about
   * 5 ms for 20 controls over 100,000 models), not model by model through every option.
   */
  optionCounts(conditions: readonly FinderCondition[], groups: readonly FinderOptionGroup[]): Map<string, FinderOptionCount[]> {
    const keyIds = new Map<string, number>();
    const keyId = (key: string) => {
      if (!keyIds.has(key)) keyIds.set(key, keyIds.size);
      return keyIds.get(key)!;
    };
    const failures = new Uint8Array(this.size);
    const failedKey = new Int32Array(this.size).fill(-1);
    for (const condition of conditions) {
      const id = keyId(condition.key);
      const test = this.matcher(condition);
      for (let row = 0; row < this.size; row++) {
        if (test(row) || failedKey[row] === id) continue;
        failedKey[row] = id;
        if (failures[row]! < 2) failures[row]! += 1;
      }
    }
    const result = new Map<string, FinderOptionCount[]>();
    for (const group of groups) {
      const id = keyId(group.key);
      result.set(group.key, this.countOptions(group, { failures, failedKey, id }));
    }
    return result;
  }

  /**
   * One group's counts over the counted rows. Options that each pick one value of a text column tally by the row's
   * code; options that each bound the same number column tally a row once by how many bounds it passes; any other
   * group tests each option.
   */
  private countOptions(group: FinderOptionGroup, counted: CountedRows): FinderOptionCount[] {
    const { failures, failedKey, id } = counted;
    const { options } = group;
    const first = options[0]?.condition;
    if (!first) return [];
    const sameColumn = options.every((option) => option.condition.column === first.column);
    const text = sameColumn ? this.texts.get(first.column) : undefined;
    const answer = (counts: ArrayLike<number>) => options.map((option, position) => ({ value: option.value, count: counts[position]! }));
    if (text && options.every((option) => 'anyOf' in option.condition && option.condition.anyOf.length === 1)) {
      const optionOfCode = new Int32Array(text.values.length).fill(-1);
      options.forEach((option, position) => {
        const code = text.codeOf.get((option.condition as { anyOf: readonly string[] }).anyOf[0]!);
        if (code !== undefined) optionOfCode[code] = position;
      });
      const counts = new Int32Array(options.length);
      const { codes } = text;
      for (let row = 0; row < this.size; row++) {
        const code = codes[row]!;
        if (code < 0 || optionOfCode[code]! < 0) continue;
        if (failures[row] === 0 || (failures[row] === 1 && failedKey[row] === id)) counts[optionOfCode[code]!]! += 1;
      }
      return answer(counts);
    }
    const values = sameColumn ? this.numbers.get(first.column) : undefined;
    const bounds = options.map((option) => option.condition);
    const allMin = bounds.every((bound) => !('anyOf' in bound) && bound.min !== undefined && bound.max === undefined);
    const allMax = bounds.every((bound) => !('anyOf' in bound) && bound.max !== undefined && bound.min === undefined);
    if (values && (allMin || allMax)) return answer(boundCounts(bounds as { min?: number; max?: number }[], values, allMin, counted));
    const tests = options.map((option) => this.matcher(option.condition));
    const counts = new Int32Array(options.length);
    for (let row = 0; row < this.size; row++) {
      if (!(failures[row] === 0 || (failures[row] === 1 && failedKey[row] === id))) continue;
      for (let position = 0; position < tests.length; position++) if (tests[position]!(row)) counts[position]! += 1;
    }
    return answer(counts);
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

/**
 * Options "at least x" (or "at most x") on one number column: a row passes every step up to its value, so it is
 * tallied once by how many steps it passes and the counts are cumulative sums. NaN (unknown) passes none.
 */
function boundCounts(bounds: readonly { min?: number; max?: number }[], values: Float64Array, isMin: boolean, counted: CountedRows): number[] {
  const { failures, failedKey, id } = counted;
  const stepOf = (position: number) => (isMin ? bounds[position]!.min : bounds[position]!.max)!;
  // Steps in the order a row passes them: ascending for "at least", descending for "at most".
  const order = bounds.map((_, position) => position).sort((a, b) => (isMin ? 1 : -1) * (stepOf(a) - stepOf(b)));
  const steps = Float64Array.from(order, stepOf);
  const passed = new Int32Array(steps.length + 1);
  for (let row = 0; row < values.length; row++) {
    const value = values[row]!;
    if (Number.isNaN(value) || !(failures[row] === 0 || (failures[row] === 1 && failedKey[row] === id))) continue;
    let count = 0;
    if (isMin) while (count < steps.length && value >= steps[count]!) count += 1;
    else while (count < steps.length && value <= steps[count]!) count += 1;
    passed[count]! += 1;
  }
  const counts = new Array<number>(bounds.length).fill(0);
  let passing = 0;
  for (let index = steps.length - 1; index >= 0; index--) {
    passing += passed[index + 1]!;
    counts[order[index]!] = passing;
  }
  return counts;
}
