import { LIST_SEPARATOR, type FinderCondition, type FinderOptionGroup, type FinderSortKey } from './finder-conditions';
import {
  allRows,
  andInto,
  countBits,
  countBoth,
  countingSet,
  emptyRows,
  orInto,
  someOfBits,
  SortedNumbers,
  type RowBits,
} from './finder-bits';
import {
  countHistogram,
  histogramBars,
  type FinderHistogram,
  type FinderHistogramSpec,
  type HistogramBars,
} from './finder-histograms';
import { optionBuckets, type OptionBuckets } from './finder-option-buckets';
import { countingPlan, OptionCounter, type CountedControl, type CountingPlan } from './finder-option-counter';
import { clustered, FinderOrders } from './finder-orders';
import { sortedKnownValues, standingAmong, type FinderStanding } from './finder-standing';
import { setBounded } from '../../shared/bounded-map';

/** What a category's index holds: which row fields are numbers and which are text (brand, processor family...). */
export interface FinderIndexColumns<Row> {
  numbers: readonly (keyof Row & string)[];
  texts: readonly (keyof Row & string)[];
  /**
   * The columns the index keeps its rows in order of (a brand, then a price): the models of one brand, or of a price
   * range within it, then sit in a few neighbouring words, and a count over a filter on them reads those words only.
   */
  clusterBy?: readonly (keyof Row & string)[];
  /**
   * Number columns not in the rows, set and changed in place after the index is built (a model's rating, as reviews
   * change: FinderIndex.updateNumbers), so a change costs a new order, not a new index. Sorted by only, never filtered on.
   */
  live?: readonly string[];
}

/** New values of live columns for some models: `values[column][i]` is model `ids[i]`'s, NaN for none. */
export interface FinderNumberUpdate {
  ids: readonly number[];
  values: Readonly<Record<string, readonly number[]>>;
}

interface TextColumn {
  /** Each row's value as a code into `values`; -1 for none. */
  codes: Int32Array;
  codeOf: Map<string, number>;
  values: string[];
}

/** The matches of a condition list: all of them, and each control's own (the counts leave one control out at a time). */
interface Matches {
  signature: string;
  all: RowBits;
  /** How many models `all` holds. */
  total: number;
  keys: string[];
  byKey: RowBits[];
}

/** Conditions answered lately, so the page and its option counts (two resolvers of one request) share the work. */
const RECENT_MATCHES = 16;
/** Option bits kept: every request asks the same few hundred options again. */
const OPTION_BITS_KEPT = 2_000;
/** Other conditions' bits kept (12.5 kB each at 100,000 models): the controls a visitor did not just change. */
const CONDITION_BITS_KEPT = 256;
/** Option counts kept, by filter: a visitor paging or re-sorting, or many asking the same, get them without a count. */
const OPTION_COUNTS_KEPT = 256;
/** Controls' buckets kept by what their options ask (a category that builds its option lists anew each time). */
const BUCKETED_GROUPS_KEPT = 256;

/**
 * A finder's exact counts, option counts and pages, from the finder columns kept in memory. Every condition becomes a
 * bit per model (one tight pass over a typed array), a filter the AND of its conditions, a count a popcount; a page walks
 * the models in the sort's precomputed order and keeps the first matches past the offset. One answer costs a few
 * passes over 100,000 models (about a millisecond), where the embedded database spends about a microsecond a row on a
 * count alone. Built from the stored numbers, never from spec text; the owner rebuilds it whenever the catalogue
 * changes, and changes its live columns (ratings) in place.
 */
export class FinderIndex<Row extends { model_id: number }> {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly numbers = new Map<string, Float64Array>();
  private readonly texts = new Map<string, TextColumn>();
  private readonly live: ReadonlySet<string>;
  private readonly orders: FinderOrders;
  private readonly optionBitsCache = new Map<string, RowBits>();
  private readonly optionBitsByCondition = new WeakMap<FinderCondition, RowBits>();
  private readonly conditionBitsKept = new Map<string, RowBits>();
  private readonly recent = new Map<string, Matches>();
  private readonly countsKept = new Map<string, Map<string, readonly number[]>>();
  private readonly groupIds = new WeakMap<readonly FinderOptionGroup[], number>();
  private readonly sortedNumbers = new Map<string, SortedNumbers>();
  /** Standings' sorted values, by column and the conditions they are among (a few per finder). */
  private readonly standingValues = new Map<string, Float64Array>();
  /** Each histogram's bars, by column and width asked: fixed for the index's life, so the bars never move. */
  private readonly histogramBars = new Map<string, HistogramBars>();
  private readonly textBits = new Map<string, RowBits[]>();
  private readonly unknown = new Map<string, RowBits>();
  private readonly everyRow: RowBits;
  private scratch: { others: RowBits; allWords: Int32Array; otherWords: Int32Array } | null = null;
  private counter: OptionCounter | null = null;
  private readonly bucketsByGroup = new WeakMap<FinderOptionGroup, OptionBuckets | null>();
  private readonly bucketsBySignature = new Map<string, OptionBuckets | null>();
  private readonly plans = new WeakMap<
    readonly FinderOptionGroup[],
    { plan: CountingPlan; bucketed: FinderOptionGroup[] }
  >();

  constructor(
    givenRows: readonly Row[],
    columns: FinderIndexColumns<Row>,
    private readonly countsToKeep = OPTION_COUNTS_KEPT,
  ) {
    const rows = columns.clusterBy ? clustered(givenRows, columns.clusterBy) : givenRows;
    this.size = rows.length;
    this.everyRow = allRows(this.size);
    this.ids = Int32Array.from(rows, (row) => row.model_id);
    for (const column of columns.numbers) {
      this.numbers.set(
        column,
        Float64Array.from(rows, (row) => numberOrNaN(row[column])),
      );
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
    this.live = new Set(columns.live);
    for (const column of this.live) this.numbers.set(column, new Float64Array(this.size).fill(Number.NaN));
    this.orders = new FinderOrders({ ids: this.ids, numbers: this.numbers, texts: this.texts });
  }

  /**
   * New values of live columns (models the index does not hold are passed over); the orders by a changed column are
   * made again on their next use. Returns how many values changed.
   */
  updateNumbers({ ids, values }: FinderNumberUpdate): number {
    let changed = 0;
    for (const [column, given] of Object.entries(values)) {
      const numbers = this.numbers.get(column);
      if (!numbers || !this.live.has(column)) throw new Error(`finder index has no live column ${column}`);
      let changedHere = 0;
      ids.forEach((id, place) => {
        const row = this.orders.rowOf(id);
        const value = given[place] ?? Number.NaN;
        if (row < 0 || Object.is(numbers[row], value)) return;
        numbers[row] = value;
        changedHere += 1;
      });
      if (changedHere > 0) this.orders.forget(column);
      changed += changedHere;
    }
    return changed;
  }

  count(conditions: readonly FinderCondition[]): number {
    return this.matches(conditions).total;
  }

  /**
   * The number of matches and the model ids of the requested page in the requested order (the order the SQL of
   * orderByClause gives; FinderOrders.matchesInOrder).
   */
  page(
    conditions: readonly FinderCondition[],
    sort: FinderSortKey,
    offset: number,
    limit: number,
  ): { total: number; ids: number[] } {
    const { all, total } = this.matches(conditions);
    if (offset >= total) return { total, ids: [] };
    const rows = this.orders.matchesInOrder(sort, all, total, offset, Math.min(offset + limit, total));
    return { total, ids: rows.map((row) => this.ids[row]!) };
  }

  /**
   * Where a model's values stand among the models matching `among` (every model when it is empty), one per column in
   * which it has a value; none when the index does not hold the model. Each column's values among those models are
   * sorted once and kept with the index, so an answer costs two binary searches per column.
   */
  standing(modelId: number, columns: readonly string[], among: readonly FinderCondition[] = []): FinderStanding[] {
    const row = this.orders.rowOf(modelId);
    if (row < 0) return [];
    const amongSignature = among.map(signatureOf).join('|');
    return columns.flatMap((column) => {
      const numbers = this.numbers.get(column);
      // A live column (ratings) changes in place: its sorted values would go stale.
      if (!numbers || this.live.has(column)) throw new Error(`finder index cannot rank by column ${column}`);
      const value = numbers[row]!;
      if (Number.isNaN(value)) return [];
      const key = `${column}#${amongSignature}`;
      let sorted = this.standingValues.get(key);
      if (!sorted) {
        sorted = sortedKnownValues(numbers, this.matches(among).all);
        this.standingValues.set(key, sorted);
      }
      return [standingAmong(sorted, column, value)];
    });
  }

  /**
   * For each group (by key), how many models each option would leave, in the order of its options: every other control's conditions still apply, this
   * control's are replaced by the option's. Counted in one pass over the models that fail at most one control, each
   * control's options as a histogram of bucket codes (finder-option-counter.ts): at most one increment per listed
   * model and pack of controls, instead of a popcount over the catalogue per option. The plan (buckets and packs) is
   * built once per list of groups, so a category hands over the same list until its catalogue changes.
   */
  optionCounts(
    conditions: readonly FinderCondition[],
    groups: readonly FinderOptionGroup[],
  ): Map<string, readonly number[]> {
    const matches = this.matches(conditions);
    const memoKey = `${this.groupsId(groups)}#${matches.signature}`;
    const kept = this.countsKept.get(memoKey);
    if (kept) return kept;
    const counts = this.countOptions(matches, groups);
    if (this.countsToKeep > 0) setBounded(this.countsKept, memoKey, counts, this.countsToKeep);
    return counts;
  }

  /**
   * For each spec, the histogram of its column over the models matching every condition but its own controls' (the
   * range's bounds), so a range shows where the models the other filters leave are.
   */
  histograms(conditions: readonly FinderCondition[], specs: readonly FinderHistogramSpec[]): FinderHistogram[] {
    const matches = this.matches(conditions);
    return specs.map((spec) => countHistogram(spec, this.barsOf(spec), matches, this.everyRow));
  }

  private barsOf(spec: FinderHistogramSpec): HistogramBars {
    const id = `${spec.column}/${spec.unit}/${spec.bars ?? ''}`;
    let bars = this.histogramBars.get(id);
    if (!bars) {
      const values = this.numbers.get(spec.column);
      if (!values || this.live.has(spec.column)) throw new Error(`finder index has no number column ${spec.column}`);
      bars = histogramBars(values, spec);
      this.histogramBars.set(id, bars);
    }
    return bars;
  }

  /** A number per list of groups a category hands over (the same list until the catalogue changes). */
  private groupsId(groups: readonly FinderOptionGroup[]): number {
    let id = this.groupIds.get(groups);
    if (id === undefined) {
      id = this.nextGroupsId++;
      this.groupIds.set(groups, id);
    }
    return id;
  }

  private nextGroupsId = 0;

  /**
   * Every control with buckets counted in one pass (finder-option-counter.ts); a control with too many distinct option
   * combinations for buckets (none of the finders' controls) is counted option by option over the AND of the others.
   */
  private countOptions({ keys, byKey, all, total }: Matches, groups: readonly FinderOptionGroup[]) {
    const { plan, bucketed } = this.planOf(groups);
    const result = new Map<string, readonly number[]>();
    for (const group of groups)
      if (!bucketed.includes(group)) result.set(group.key, this.countOneByOne({ keys, byKey, all }, group));
    this.counter ??= new OptionCounter(this.everyRow);
    const counts = this.counter.count(all, total, keys, byKey, plan);
    bucketed.forEach((group, place) => result.set(group.key, counts[place]!));
    // The groups' own order, whichever way each was counted.
    return new Map(groups.map((group) => [group.key, result.get(group.key)!]));
  }

  /** How a list of groups is counted, built once per list (a category hands over the same list until it changes). */
  private planOf(groups: readonly FinderOptionGroup[]) {
    let known = this.plans.get(groups);
    if (!known) {
      const bucketed: FinderOptionGroup[] = [];
      const controls: CountedControl[] = [];
      for (const group of groups) {
        const buckets = this.bucketsOf(group);
        if (!buckets) continue;
        bucketed.push(group);
        controls.push({ key: group.key, buckets });
      }
      known = { plan: countingPlan(controls, this.size), bucketed };
      this.plans.set(groups, known);
    }
    return known;
  }

  /** A control's buckets, built once per list of options (kept by identity, or by what the options ask). */
  private bucketsOf(group: FinderOptionGroup): OptionBuckets | null {
    const known = this.bucketsByGroup.get(group);
    if (known !== undefined) return known;
    const signature = `${group.key}#${group.options.map((option) => signatureOf(option.condition)).join('#')}`;
    let buckets = this.bucketsBySignature.get(signature);
    if (buckets === undefined) {
      buckets = optionBuckets(
        group.options.map((option) => this.optionBits(option.condition)),
        this.size,
      );
      if (this.bucketsBySignature.size < BUCKETED_GROUPS_KEPT) this.bucketsBySignature.set(signature, buckets);
    }
    this.bucketsByGroup.set(group, buckets);
    return buckets;
  }

  /** One control's options, each a popcount over the AND of the other controls' matches. */
  private countOneByOne(
    { keys, byKey, all }: Pick<Matches, 'keys' | 'byKey' | 'all'>,
    group: FinderOptionGroup,
  ): number[] {
    const scratch = (this.scratch ??= {
      others: new Uint32Array(this.everyRow.length),
      allWords: new Int32Array(this.everyRow.length),
      otherWords: new Int32Array(this.everyRow.length),
    });
    const position = keys.indexOf(group.key);
    let others = countingSet(all, scratch.allWords);
    if (position >= 0) {
      scratch.others.set(this.everyRow);
      byKey.forEach((mask, index) => index !== position && andInto(scratch.others, mask));
      others = countingSet(scratch.others, scratch.otherWords);
    }
    return group.options.map((option) => countBoth(others, this.optionBits(option.condition)));
  }

  /**
   * The bits of every control's conditions and of all of them, remembered for the last few condition lists. These
   * sets are only read once made, so a control with one condition uses that condition's kept bits as they are.
   */
  private matches(conditions: readonly FinderCondition[]): Matches {
    const signatures = conditions.map(signatureOf);
    const signature = signatures.join('|');
    const known = this.recent.get(signature);
    if (known) return known;
    const keys = [...new Set(conditions.map((condition) => condition.key))];
    const byKey = keys.map((key) => {
      let mask: RowBits | null = null;
      let shared = false;
      conditions.forEach((condition, place) => {
        if (condition.key !== key) return;
        const bits = this.conditionBits(condition, signatures[place]!);
        if (!mask) [mask, shared] = [bits, true];
        else if (shared) [mask, shared] = [andInto(Uint32Array.from(mask), bits), false];
        else andInto(mask, bits);
      });
      return mask ?? this.everyRow;
    });
    const all = byKey.length === 0 ? this.everyRow : Uint32Array.from(byKey[0]!);
    for (let place = 1; place < byKey.length; place++) andInto(all, byKey[place]!);
    const matches = { signature, all, total: countBits(all), keys, byKey };
    setBounded(this.recent, signature, matches, RECENT_MATCHES);
    return matches;
  }

  /**
   * A condition's bits, kept: an option's ("at least 5,000 mAh", a brand) with the options', any other among the last
   * few hundred asked for, since a visitor changes one control at a time and the others' conditions come back.
   */
  private conditionBits(condition: FinderCondition, signature: string): RowBits {
    const known = this.optionBitsCache.get(signature) ?? this.conditionBitsKept.get(signature);
    if (known) return known;
    const bits = this.bitsOf(condition);
    setBounded(this.conditionBitsKept, signature, bits, CONDITION_BITS_KEPT);
    return bits;
  }

  /**
   * An option's bits, kept: the same few hundred options come back with every request. A category that hands over the
   * same option objects each time (built once per catalogue change) finds them by identity, without a signature.
   */
  private optionBits(condition: FinderCondition): RowBits {
    const known = this.optionBitsByCondition.get(condition);
    if (known) return known;
    const signature = signatureOf(condition);
    let bits = this.optionBitsCache.get(signature);
    if (!bits) {
      bits = this.bitsOf(condition);
      if (this.optionBitsCache.size < OPTION_BITS_KEPT) this.optionBitsCache.set(signature, bits);
    }
    this.optionBitsByCondition.set(condition, bits);
    return bits;
  }

  /** A condition's bits, in a new array (the caller may change them, or keep them). */
  private bitsOf(condition: FinderCondition): RowBits {
    if ('modelIds' in condition) {
      const wanted = new Set(condition.modelIds);
      const bits = emptyRows(this.size);
      for (let row = 0; row < this.size; row++) if (wanted.has(this.ids[row]!)) bits[row >>> 5]! |= 1 << (row & 31);
      return bits;
    }
    // Conditions' bits are kept; a live column's values change under them.
    if (this.live.has(condition.column))
      throw new Error(`finder index cannot filter on live column ${condition.column}`);
    const bits =
      'anyOf' in condition
        ? this.textBitsOf(condition)
        : this.sortedOf(condition.column).within(
            condition.min ?? Number.NEGATIVE_INFINITY,
            condition.max ?? Number.POSITIVE_INFINITY,
          );
    // A compatibility rule never fails on a value the data does not state.
    return condition.orUnknown ? orInto(bits, this.unknownBits(condition.column)) : bits;
  }

  private textBitsOf(condition: { column: string; anyOf: readonly string[]; listed?: boolean }): RowBits {
    const text = this.texts.get(condition.column);
    if (!text) throw new Error(`finder index has no text column ${condition.column}`);
    const codes = condition.listed
      ? listedCodes(text.values, condition.anyOf)
      : [...new Set(condition.anyOf)].flatMap((value) => text.codeOf.get(value) ?? []);
    const bits = emptyRows(this.size);
    for (const code of codes) orInto(bits, this.valueBits(condition.column, text, code));
    return bits;
  }

  private sortedOf(column: string): SortedNumbers {
    let sorted = this.sortedNumbers.get(column);
    if (!sorted) {
      const values = this.numbers.get(column);
      if (!values) throw new Error(`finder index has no number column ${column}`);
      sorted = new SortedNumbers(values, this.size);
      this.sortedNumbers.set(column, sorted);
    }
    return sorted;
  }

  /** The rows whose value in a column is unknown (NaN or no text), kept. */
  private unknownBits(column: string): RowBits {
    let bits = this.unknown.get(column);
    if (!bits) {
      bits = emptyRows(this.size);
      const numbers = this.numbers.get(column);
      const codes = this.texts.get(column)?.codes;
      for (let row = 0; row < this.size; row++) {
        const unknown = numbers ? Number.isNaN(numbers[row]!) : codes ? codes[row]! < 0 : false;
        if (unknown) bits[row >>> 5]! |= 1 << (row & 31);
      }
      this.unknown.set(column, bits);
    }
    return bits;
  }

  /** The rows holding one text value, kept (a column has a few dozen values at most: brands, makers, kinds). */
  private valueBits(column: string, text: TextColumn, code: number): RowBits {
    let kept = this.textBits.get(column);
    if (!kept) {
      kept = [];
      this.textBits.set(column, kept);
    }
    let bits = kept[code];
    if (!bits) {
      const wanted = new Uint8Array(text.values.length);
      wanted[code] = 1;
      bits = someOfBits(text.codes, wanted);
      kept[code] = bits;
    }
    return bits;
  }
}

/** What a condition asks, whatever control it comes from: equal signatures select the same models. */
function signatureOf(condition: FinderCondition): string {
  if ('modelIds' in condition) return `${condition.key}/ids=${condition.modelIds.join(',')}`;
  const unknown = condition.orUnknown ? '?' : '';
  return 'anyOf' in condition
    ? `${condition.key}/${condition.column}=${condition.listed ? '~' : ''}${condition.anyOf.join(',')}${unknown}`
    : `${condition.key}/${condition.column}:${condition.min ?? ''}:${condition.max ?? ''}${unknown}`;
}

/** The codes of the stored lists ("AM4|AM5") holding any of the wanted values. */
function listedCodes(values: readonly string[], wanted: readonly string[]): number[] {
  return values.flatMap((value, code) =>
    value.split(LIST_SEPARATOR).some((item) => wanted.includes(item)) ? [code] : [],
  );
}

function numberOrNaN(value: unknown): number {
  return typeof value === 'number' ? value : Number.NaN;
}
