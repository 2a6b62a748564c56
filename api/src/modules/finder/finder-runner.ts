import { z } from 'zod';
import type { ReadCache } from '../../shared/cache';
import type { SectionName } from '../../shared/sections';
import type { FieldError } from '../../shared/errors';
import { pageInfo } from '../../shared/pagination';
import type { FinderCondition, FinderOptionGroup, FinderSortKey } from './finder-conditions';
import type { FinderHistogram, FinderHistogramSpec } from './finder-histograms';
import type { FinderIndexColumns, FinderNumberUpdate } from './finder-index';
import { IN_PROCESS_INDEX, type FinderAnswers, type FinderIndexHost } from './finder-index-host';
import { FinderIndexLost } from './finder-threads';
import type { FinderStore } from './finder-store';

export const FINDER_MAX_PAGE = 10_000;
const FINDER_MAX_LIMIT = 60;

/** The page and page size of every finder query, checked alike (with the messages a client shows) in each category. */
export const finderPaging = {
  page: z
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(FINDER_MAX_PAGE, `Page must be at most ${FINDER_MAX_PAGE}`),
  limit: z
    .number()
    .int('Limit must be a whole number')
    .min(1, `Limit must be between 1 and ${FINDER_MAX_LIMIT}`)
    .max(FINDER_MAX_LIMIT, `Limit must be between 1 and ${FINDER_MAX_LIMIT}`),
};

/**
 * A finder's arguments: an absent filter is the empty one (every field optional), an absent sort is the given default,
 * and the page and page size are checked alike in every category.
 */
export function finderArguments<Filter extends z.ZodType<object>, const Sort extends string>(
  filter: Filter,
  sorts: readonly [Sort, ...Sort[]],
  defaultSort: NoInfer<Sort>,
) {
  return z.object({
    filter: filter.nullish().transform((value) => value ?? ({} as z.output<Filter>)),
    sort: z
      .enum(sorts)
      .nullish()
      .transform((value): Sort => value ?? defaultSort),
    ...finderPaging,
  });
}

export const optionalNumber = (schema: z.ZodNumber) => schema.nullish().transform((value) => value ?? undefined);
export const optionalList = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .max(max, `At most ${max} ${what}`)
    .nullish()
    .transform((value) => (value?.length ? value : undefined));

/** zod issues -> our field errors: the field is the last path segment ("filter.minRamGb" -> "minRamGb"). */
export function finderFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: String(issue.path.filter((part) => typeof part === 'string').at(-1) ?? 'filter'),
    message: issue.message,
  }));
}

/** Pairs of bounds that must not cross, with the message a visitor reads when they do. */
export function checkBoundPairs<Filter extends Record<string, unknown>>(
  pairs: readonly [keyof Filter & string, keyof Filter & string, string][],
) {
  return (filter: Filter, context: z.RefinementCtx) => {
    for (const [low, high, message] of pairs) {
      const min = filter[low];
      const max = filter[high];
      if (typeof min === 'number' && typeof max === 'number' && min > max)
        context.addIssue({ code: 'custom', path: [high], message });
    }
  };
}

/** A control's options with their counts, as FinderOptionCounts reads them (counts[i] is values[i]'s). */
export interface FinderOptionCountsModel {
  key: string;
  values: readonly string[];
  counts: readonly number[];
}

/**
 * A finder page as every catalogue answers it (the schema's FinderAnswer): one page of its items, the exact total,
 * the page information, and the option counts when they were asked for.
 */
export interface FinderAnswerModel<Item> {
  items: Item[];
  totalCount: number;
  pagination: ReturnType<typeof pageInfo>;
  optionCounts: FinderOptionCountsModel[] | undefined;
}

/** The options' values of each group, listed once: a category hands over the same groups until its catalogue changes. */
const valuesOfGroup = new WeakMap<FinderOptionGroup, readonly string[]>();
function optionValues(group: FinderOptionGroup): readonly string[] {
  let values = valuesOfGroup.get(group);
  if (!values) {
    values = group.options.map((option) => option.value);
    valuesOfGroup.set(group, values);
  }
  return values;
}

/**
 * A finder page's option counts, for its `optionCounts` resolver: they are asked of the index with the page whenever the
 * query selects them (the root resolver looks with `selects`), so a page without them was asked without the field.
 */
export function countsAskedWithPage(page: { optionCounts?: FinderOptionCountsModel[] | undefined }) {
  if (!page.optionCounts) throw new Error('option counts resolved on a page asked for without them');
  return page.optionCounts;
}

/**
 * A finder page's histograms, for its `histograms` resolver: like option counts, they are asked of the index with the
 * page whenever the query selects them.
 */
export function histogramsAskedWithPage(page: { histograms?: FinderHistogram[] | undefined }) {
  if (!page.histograms) throw new Error('histograms resolved on a page asked for without them');
  return page.histograms;
}

/**
 * Each control's options and their counts as two lists (FinderOptionCounts), in the groups' order: one list of numbers
 * per control instead of an object per option, which cost more to build and write than the counting itself.
 */
function countsModel(
  groups: readonly FinderOptionGroup[],
  counts: Map<string, readonly number[]>,
): FinderOptionCountsModel[] {
  return groups.map((group) => ({ key: group.key, values: optionValues(group), counts: counts.get(group.key) ?? [] }));
}

/**
 * Number columns kept beside a finder's index and changed in place (models' ratings, as reviews change): a change
 * reorders the finder within moments, without reading its catalogue again.
 */
export interface FinderLiveColumns {
  /** The values of the section's models: of those given (NaN for none), or of every model that has any. */
  read(section: SectionName, modelIds?: readonly number[]): Promise<FinderNumberUpdate>;
  /** `refresh` is called with the section's models whose values changed, on this instance or another. */
  follow(section: SectionName, refresh: (modelIds: readonly number[]) => Promise<void>): void;
}

/** Where a finder's index lives (finder threads, or this thread) and what fills its live columns (the ratings). */
export interface FinderHosting {
  host?: FinderIndexHost | undefined;
  live?: FinderLiveColumns | undefined;
}

interface FinderRunnerConfig<IndexRow extends { model_id: number }, PageRow extends { model_id: number }, Item> {
  store: FinderStore<IndexRow, PageRow>;
  /** A page row as the schema reads it; made once per model and catalogue change, then shared by every answer. */
  item: (row: PageRow) => Item;
  cache: ReadCache;
  columns: FinderIndexColumns<IndexRow>;
  /** Where the index lives (finder threads in the server; this thread by default). */
  host?: FinderIndexHost | undefined;
  /** The finder's name among the host's indexes (one per finder). */
  name: string;
  /** The catalogue section it finds in: only a write there drops its index. */
  section: SectionName;
  /** Where the values of the index's live columns come from (`columns.live`: the ratings). */
  live?: FinderLiveColumns | undefined;
}

/**
 * A value read once and shared (also by the calls made while it is being read) until the section changes; a read
 * that fails is not kept.
 */
function untilSectionChange<T>(
  cache: ReadCache,
  section: SectionName,
  read: () => Promise<T>,
): (() => Promise<T>) & { forget(): void } {
  let value: Promise<T> | null = null;
  const forget = () => {
    value = null;
  };
  cache.onClear(forget, section);
  const get = () => {
    if (!value) {
      const reading = read();
      value = reading;
      reading.catch(() => {
        if (value === reading) value = null;
      });
    }
    return value;
  };
  return Object.assign(get, { forget });
}

/**
 * A finder's live values (ratings): read whole for each index built, and again for the models a change names. The reads
 * and their writes to the index take turns, so an earlier read never overwrites a later one; a change goes to the
 * newest index built (a load still reading has its values read after it). Once the index holds them, the whole answers
 * kept that may be ordered by them go (the read cache's reorder).
 */
function liveValues(source: FinderLiveColumns, section: SectionName, cache: ReadCache) {
  let turns: Promise<unknown> = Promise.resolve();
  const inTurn = (step: () => Promise<void>): Promise<void> => {
    const done = turns.then(step);
    turns = done.catch(() => undefined);
    return done;
  };
  let newest: { generation: number; index: FinderAnswers } | null = null;
  source.follow(section, (modelIds) =>
    inTurn(async () => {
      if (!newest) return;
      const update = await source.read(section, modelIds);
      try {
        await newest.index.updateNumbers(update);
      } catch (error) {
        // A stopped thread's index is built again on the next question, with its values read then.
        if (!(error instanceof FinderIndexLost)) throw error;
      }
      cache.reordered();
    }),
  );
  return {
    built(generation: number, index: FinderAnswers): Promise<void> {
      if (!newest || newest.generation < generation) newest = { generation, index };
      return inTurn(async () => index.updateNumbers(await source.read(section)));
    },
  };
}

/**
 * One category's finder over its index: built on first use and dropped with every change to its section (the read
 * cache's clear), so counts follow writes.
 */
export function createFinderRunner<IndexRow extends { model_id: number }, PageRow extends { model_id: number }, Item>(
  config: FinderRunnerConfig<IndexRow, PageRow, Item>,
) {
  const { store, cache, columns, name, item, section } = config;
  const host = config.host ?? IN_PROCESS_INDEX;
  const live = config.live && columns.live?.length ? liveValues(config.live, section, cache) : null;
  /**
   * The index and every listed model's result row by id (about 400 B a row: 40 MB at 100,000 models), read together
   * on first use and dropped with every change to its section: a page is then answered without the database, which spends
   * about 2 ms of CPU reading 15 scattered rows of a large catalogue.
   */
  // Loads numbered as they start: a slow read begun before a catalogue change never replaces a later one's index.
  let loads = 0;
  const load = untilSectionChange(cache, section, async () => {
    const generation = ++loads;
    // One read after the other (each a chunk at a time, other requests answered in between), the index built in its
    // thread while the result rows are read.
    const indexRows = await store.indexRows();
    const [index, pageRows] = await Promise.all([host.build(name, generation, indexRows, columns), store.pageRows()]);
    // Answered from only once it holds its live values (read after every change heard before they were).
    await live?.built(generation, index);
    return {
      index,
      rows: new Map(pageRows.map((row) => [row.model_id, row])),
      /** Items made so far (a model's item is made when a page first shows it: a few hundred µs per 100 made). */
      items: new Map<number, Item>(),
    };
  });
  /** An answer from the index; built again once if its thread stopped. */
  async function fromIndex<T>(ask: (index: FinderAnswers) => Promise<T>): Promise<T> {
    const loaded = load();
    try {
      return await ask((await loaded).index);
    } catch (error) {
      if (!(error instanceof FinderIndexLost)) throw error;
      if (load() === loaded) load.forget();
      return ask((await load()).index);
    }
  }

  return {
    /**
     * A value read from the catalogue (the finder's brands, years, ranges) kept as long as the index: one read per
     * change to its section, shared by the requests that arrive while it runs, instead of every request reading it again
     * when a time-to-live runs out (100,000 models' aggregates at once).
     */
    whileIndexed<T>(read: () => Promise<T>): () => Promise<T> {
      return untilSectionChange(cache, section, read);
    },

    /**
     * Where a model's values stand among the models matching `among` (all listed in the finder when empty), from the
     * index: one per column in which the model has a value, none when the finder does not hold it.
     */
    standing(modelId: number, columns: readonly string[], among: readonly FinderCondition[] = []) {
      return fromIndex((index) => index.standing(modelId, columns, among));
    },

    /**
     * One page of matches with the exact total and the page information every list answers with; with `groups`, every
     * option's count too, and with `histograms` those numbers' histograms, asked of the index in the same question.
     */
    async page(
      conditions: readonly FinderCondition[],
      sort: FinderSortKey,
      page: number,
      limit: number,
      groups?: readonly FinderOptionGroup[],
      histograms?: readonly FinderHistogramSpec[],
    ): Promise<FinderAnswerModel<Item> & { histograms: FinderHistogram[] | undefined }> {
      const offset = (page - 1) * limit;
      const found = await fromIndex((index) => index.page(conditions, sort, offset, limit, { groups, histograms }));
      const { rows: rowsById, items: itemsById } = await load();
      // The index chose and ordered the page; its rows were read with it (a row missing there is read by id).
      const missing = found.ids.filter((id) => !rowsById.has(id));
      const fetched = new Map((missing.length ? await store.findByIds(missing) : []).map((row) => [row.model_id, row]));
      const items: Item[] = [];
      for (const id of found.ids) {
        let known = itemsById.get(id);
        if (known === undefined) {
          const row = rowsById.get(id) ?? fetched.get(id);
          if (!row) continue;
          known = item(row);
          if (rowsById.has(id)) itemsById.set(id, known);
        }
        items.push(known);
      }
      return {
        items,
        totalCount: found.total,
        pagination: pageInfo(page, limit, found.total),
        optionCounts: groups && found.counts ? countsModel(groups, found.counts) : undefined,
        histograms: histograms?.length ? (found.histograms ?? []) : undefined,
      };
    },
  };
}
