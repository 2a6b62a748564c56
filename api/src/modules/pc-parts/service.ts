import {
  CATEGORY_LABELS,
  checkBuild,
  checkCandidate,
  compatibilityConstraints,
  type PartCategory,
  type PartInput,
  partFilter,
  type Problem,
  toPartCategory,
} from '@gadgets/pc-compatibility';
import { z } from 'zod';
import type {
  PaginationInfo,
  PcPart,
  PcPartCategory,
  PcPartPickItem,
  QueryPcPartPickerArgs,
  QueryPcPartsArgs,
} from '../../generated/schema-types';
import type { ReadCache } from '../../shared/cache';
import { InputChecker, validationError } from '../../shared/errors';
import { pageInfo } from '../../shared/pagination';
import type { FinderSortKey } from '../finder/finder-conditions';
import { createFinderRunner, finderFieldErrors } from '../finder/finder-runner';
import { standingsFrom } from '../models/spec-standing';
import {
  NEWEST_IN_CATALOGUE,
  PC_PART_FINDER_COLUMNS,
  PC_PART_STANDING_COLUMNS,
  pcPartConditions,
  pcPartOptionGroups,
  pcPartSortKey,
  SORT_COLUMNS,
} from './finder-config';
import { type PcPartRow, type PcPartStore } from './store';
import type { FinderIndexHost } from '../finder/finder-index-host';

/** The stored category of each schema enum value. */
export const PART_CATEGORIES: Record<PcPartCategory, PartCategory> = {
  CPU: 'cpu',
  GPU: 'gpu',
  MOTHERBOARD: 'motherboard',
  RAM: 'ram',
  STORAGE: 'storage',
  PSU: 'psu',
  CASE: 'case',
  CPU_COOLER: 'cpu_cooler',
  CASE_FAN: 'case_fan',
  MONITOR: 'monitor',
};
const ENUM_BY_CATEGORY = new Map(Object.entries(PART_CATEGORIES).map(([key, value]) => [value, key as PcPartCategory]));
/** A build holds at most this many parts (the saved-build limit). */
export const MAX_BUILD_PARTS = 40;
/** The most parts one picker page lists. */
const PICKER_MAX_LIMIT = 50;

function categoryEnum(stored: string): PcPartCategory {
  const category = toPartCategory(stored);
  const value = category && ENUM_BY_CATEGORY.get(category);
  if (!value) throw new Error(`PC part with unknown category "${stored}"`);
  return value;
}

/**
 * A part as the schema's PcPart reads it: the codegen mapper for PcPart, so the engine keeps `specs` as a record
 * where the schema only says JSON.
 */
export function pcPart(row: PcPartRow) {
  const specs = row.specs;
  const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : null);
  return {
    id: row.id,
    finderId: row.finder_id,
    category: categoryEnum(row.category),
    manufacturer: row.manufacturer,
    name: row.name,
    releaseYear: row.release_year,
    socket: (specs.socket as string | undefined) ?? null,
    supportedSockets: (specs.supported_sockets as string[] | undefined) ?? [],
    formFactor: (specs.form_factor as string | undefined) ?? null,
    memoryType: (specs.memory_type as string | undefined) ?? null,
    watts: num(specs.wattage_w) ?? num(specs.tdp_w),
    listPrice:
      row.list_price_cents !== null && row.price_currency && row.price_source
        ? {
            amountCents: row.list_price_cents,
            currency: row.price_currency,
            source: row.price_source,
            sourceUrl: row.price_source_url,
            kind: row.price_kind === 'chipset' ? ('CHIPSET' as const) : ('PART' as const),
            sources: row.price_sources ?? [],
          }
        : null,
    specs,
  } satisfies Omit<PcPart, '__typename' | 'standing'> & { finderId: number };
}

export type PcPartModel = ReturnType<typeof pcPart>;

/** What the compatibility engine reads of a part. */
export function engineInput(part: Pick<PcPartModel, 'id' | 'name' | 'category' | 'specs'>): PartInput {
  return { id: part.id, name: part.name, category: part.category, specs: part.specs };
}

function checkPickerArguments(args: QueryPcPartPickerArgs) {
  const { filter } = args;
  const page = args.page ?? 1;
  const limit = args.limit ?? 20;
  const checker = new InputChecker();
  checker.check(Number.isInteger(page) && page >= 1 && page <= 1000, 'page', 'Page must be between 1 and 1000');
  checker.check(
    Number.isInteger(limit) && limit >= 1 && limit <= PICKER_MAX_LIMIT,
    'limit',
    `Limit must be between 1 and ${PICKER_MAX_LIMIT}`,
  );
  checker.check(
    !filter?.search || filter.search.length <= 100,
    'filter.search',
    'Search must be at most 100 characters',
  );
  for (const key of ['manufacturers', 'sockets', 'memoryTypes', 'boardFormFactors', 'storageInterfaces'] as const) {
    const values = filter?.[key] ?? [];
    checker.check(
      values.length <= 20 && values.every((value) => value.length <= 60),
      `filter.${key}`,
      'At most 20 values of at most 60 characters',
    );
  }
  const category = PART_CATEGORIES[args.category];
  for (const [index, field] of (filter?.fields ?? []).entries()) {
    const known = partFilter(category, field.field);
    const at = `filter.fields.${index}`;
    checker.check(
      known !== undefined,
      at,
      `${CATEGORY_LABELS[category]} parts have no filter "${field.field.slice(0, 40)}"`,
    );
    if (!known) continue;
    const values = field.values ?? [];
    checker.check(
      values.length <= 40 && values.every((value) => value.length <= 80),
      `${at}.values`,
      'At most 40 values of at most 80 characters',
    );
    checker.check(
      known.kind === 'choice' ? field.min == null && field.max == null : values.length === 0,
      at,
      known.kind === 'choice' ? `${known.label} takes values, not bounds` : `${known.label} takes bounds, not values`,
    );
  }
  checker.check((args.filter?.fields ?? []).length <= 20, 'filter.fields', 'At most 20 filters');
  checker.check(
    (args.compatibleWith ?? []).length <= MAX_BUILD_PARTS,
    'compatibleWith',
    `A build holds at most ${MAX_BUILD_PARTS} parts`,
  );
  checker.check(!args.sort || args.sort in SORT_COLUMNS, 'sort', 'Unknown sort');
  checker.throwIfAny();
  return { page, limit };
}

const CATEGORY_NAMES = Object.keys(PART_CATEGORIES) as [PcPartCategory, ...PcPartCategory[]];
const texts = (what: string) =>
  z.array(z.string({ error: `${what} must be texts` }), { error: `${what} must be a list` });
/** What an object of the search says when it is not one, or names a field it does not have. */
const objectError =
  (notAnObject: string, unknown: string) =>
  (issue: { code: string; keys?: readonly string[] }): string =>
    issue.code === 'unrecognized_keys' ? `${unknown} ${issue.keys!.map((key) => `"${key}"`).join(', ')}` : notAnObject;

/**
 * A followed picker search as the builder page sends it with the follow (a JSON value, so nothing has checked it yet):
 * the picker's category and its filter, shaped as pcPartPicker takes them. The picker's own bounds (the search's
 * length, how many values a list holds) are checked when it is run.
 */
const followedSearchSchema = z.strictObject(
  {
    category: z.enum(CATEGORY_NAMES, { error: `Category must be one of ${CATEGORY_NAMES.join(', ')}` }),
    filter: z
      .strictObject(
        {
          search: z.string({ error: 'Search must be text' }).nullish(),
          manufacturers: texts('Manufacturers').nullish(),
          sockets: texts('Sockets').nullish(),
          memoryTypes: texts('Memory types').nullish(),
          boardFormFactors: texts('Form factors').nullish(),
          storageInterfaces: texts('Interfaces').nullish(),
          minCapacityGb: z
            .number({ error: 'Capacity must be a number of GB' })
            .min(0, 'Capacity cannot be negative')
            .nullish(),
          maxPriceCents: z
            .number({ error: 'Price must be a whole number of cents' })
            .int('Price must be a whole number of cents')
            .min(0, 'Price cannot be negative')
            .nullish(),
          fields: z
            .array(
              z.strictObject(
                {
                  field: z.string({ error: 'A filter must name its field' }),
                  values: texts('Values').nullish(),
                  min: z.number({ error: 'A bound must be a number' }).nullish(),
                  max: z.number({ error: 'A bound must be a number' }).nullish(),
                },
                { error: objectError('A filter is an object of its field and values or bounds', 'A filter has no') },
              ),
              { error: 'Filters must be a list' },
            )
            .nullish(),
        },
        { error: objectError('The filter must be an object of picker filters', 'The picker has no filter') },
      )
      .nullish(),
  },
  { error: objectError('A picker search is an object of its category and filter', 'A picker search has no field') },
);

function checkFollowedSearch(search: unknown): z.output<typeof followedSearchSchema> {
  const parsed = followedSearchSchema.safeParse(search);
  if (!parsed.success) throw validationError(finderFieldErrors(parsed.error));
  return parsed.data;
}

export function createPcPartService(store: PcPartStore, cache: ReadCache, host?: FinderIndexHost) {
  // The picker's finders, one per category, each an in-memory index dropped with the read cache (a catalogue change).
  const runners = new Map<PartCategory, ReturnType<typeof pickerOf>>();
  const manufacturers = (category: PartCategory) =>
    cache.get(`pc-parts:makers:${category}`, () => store.manufacturers(category));
  /** A category's finder and its counted options, built once per catalogue change (found by identity in the index). */
  const pickerOf = (category: PartCategory) => {
    const runner = createFinderRunner({
      store: store.finder(category),
      cache,
      columns: PC_PART_FINDER_COLUMNS,
      item: pcPart,
      host,
      name: `pc-parts:${category}`,
      section: 'desktop',
    });
    const optionGroups = runner.whileIndexed(async () => {
      const [makers, choices, fields] = await Promise.all([
        store.manufacturers(category),
        store.choices(category),
        store.fieldChoices(category),
      ]);
      return pcPartOptionGroups(category, { manufacturers: makers, ...choices, fields });
    });
    return { runner, optionGroups };
  };
  const runnerOf = (category: PartCategory) => {
    let picker = runners.get(category);
    if (!picker) {
      picker = pickerOf(category);
      runners.set(category, picker);
    }
    return picker;
  };

  async function inOrder(ids: readonly string[]): Promise<PcPartModel[]> {
    const rows = new Map((await store.findMany([...new Set(ids)])).map((row) => [row.id, pcPart(row)]));
    return ids.map((id) => rows.get(id)).filter((part): part is PcPartModel => part !== undefined);
  }

  return {
    async list({ category, search, limit }: QueryPcPartsArgs) {
      const value = limit ?? 50;
      const checker = new InputChecker();
      checker.check(Number.isInteger(value) && value >= 1 && value <= 200, 'limit', 'Limit must be between 1 and 200');
      checker.check(!search || search.length <= 100, 'search', 'Search must be at most 100 characters');
      checker.throwIfAny();
      const rows = await store.list(category ? PART_CATEGORIES[category] : null, search?.trim() || null, value);
      return rows.map(pcPart);
    },

    async byIds(ids: string[]) {
      return new Map((await store.findMany([...new Set(ids)])).map((row) => [row.id, pcPart(row)]));
    },

    /** Parts in the order asked (a repeated id repeats: two of the same memory kit); unknown ids are left out. */
    async inOrder(ids: readonly string[]) {
      const checker = new InputChecker();
      checker.check(ids.length <= MAX_BUILD_PARTS, 'ids', `A build holds at most ${MAX_BUILD_PARTS} parts`);
      checker.throwIfAny();
      return inOrder(ids);
    },

    async checkBuild(ids: readonly string[]) {
      return checkBuild((await this.inOrder(ids)).map(engineInput));
    },

    /** Every maker of the category, for the picker's filter. */
    manufacturers,

    /**
     * One picker page: the category's parts matching the filter, and with compatibleOnly those the build takes; with
     * `withCounts`, every option's count, asked of the index in the same question.
     */
    async picker(
      args: QueryPcPartPickerArgs,
      { withCounts = false, order }: { withCounts?: boolean; order?: FinderSortKey } = {},
    ) {
      const { page, limit } = checkPickerArguments(args);
      const category = PART_CATEGORIES[args.category];
      // The build's parts, kept until the catalogue changes: a builder pages and sorts the same build's candidates,
      // and reading its parts again is a query per page (scattered rows, so its cost grows with the catalogue).
      const buildIds = args.compatibleWith ?? [];
      const build = (
        buildIds.length ? await cache.get(`pc-parts:build:${buildIds.join(',')}`, () => inOrder(buildIds)) : []
      ).map(engineInput);
      const filter = args.filter ?? {};
      const search = filter.search?.trim();
      const searchIds = search
        ? await cache.get(`pc-parts:search:${category}:${search}`, () => store.searchIds(category, search))
        : null;
      const conditions = pcPartConditions({
        category,
        searchIds,
        manufacturers: filter.manufacturers ?? [],
        sockets: filter.sockets ?? [],
        memoryTypes: filter.memoryTypes ?? [],
        boardFormFactors: filter.boardFormFactors ?? [],
        storageInterfaces: filter.storageInterfaces ?? [],
        minCapacityGb: filter.minCapacityGb ?? null,
        maxPriceCents: filter.maxPriceCents ?? null,
        fields: filter.fields ?? [],
        constraints: args.compatibleOnly === false ? [] : compatibilityConstraints(category, build),
      });
      // With the counts asked for, they come with the page, in one question to the index.
      const { runner, optionGroups } = runnerOf(category);
      const found = await runner.page(
        conditions,
        order ?? pcPartSortKey(args.sort ?? 'NAME', args.descending ?? false),
        page,
        limit,
        withCounts ? await optionGroups() : undefined,
      );
      return {
        items: found.items.map((part) => {
          const verdict = checkCandidate(build, engineInput(part));
          return {
            part,
            compatible: verdict.compatible,
            problems: verdict.problems,
          } satisfies Omit<PcPartPickItem, 'part' | 'problems'> & { part: PcPartModel; problems: Problem[] };
        }),
        totalCount: found.totalCount,
        pagination: pageInfo(page, limit, found.totalCount, 1) satisfies Omit<PaginationInfo, '__typename'>,
        category,
        optionCounts: found.optionCounts,
      };
    },

    /**
     * The parts a followed picker search matches (its category and filter, as the builder page sends them with the
     * follow), as a visitor with an empty build finds them: one picker page, the newest in the catalogue first.
     * Throws the picker's validation error for a search it would not take.
     */
    async followedSearchMatches(search: unknown): Promise<PcPartModel[]> {
      const { category, filter } = checkFollowedSearch(search);
      const page = await this.picker(
        { category, filter: filter ?? null, page: 1, limit: PICKER_MAX_LIMIT },
        { order: NEWEST_IN_CATALOGUE },
      );
      return page.items.map((item) => item.part);
    },

    /** Where a part's cores, TDP and list price stand among its category's parts that state them (the finder index). */
    async standing(part: Pick<PcPartModel, 'finderId' | 'category'>) {
      const { runner } = runnerOf(PART_CATEGORIES[part.category]);
      return standingsFrom(runner, PC_PART_STANDING_COLUMNS)(part.finderId);
    },
  };
}

export type PcPartService = ReturnType<typeof createPcPartService>;
/** A picker page as the schema's PcPartPickerPage reads it; its makers are read only when asked for. */
export type PcPartPickerPageModel = Awaited<ReturnType<PcPartService['picker']>>;
