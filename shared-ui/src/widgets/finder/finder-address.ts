/**
 * A finder's state lives in the address (`/laptop?brand=hp,dell&minRamGb=16&sort=weight`), so a result is shareable and
 * survives reload and Back. A category describes its filters once (`defineFinder`), and this module is the one
 * translation between the address and that state: values that cannot be read are dropped (an old or hand-edited link
 * still opens), defaults are left out of the address.
 */
export interface FinderOption<Value extends string = string> {
  value: Value;
  /** How the value reads in the address. */
  slug: string;
  label: string;
}

/** The orders every finder offers, newest first being the default; a category adds its own after them. */
export const NEWEST_AND_PRICE_SORTS = [
  { value: 'NEWEST', slug: 'newest', label: 'Newest first' },
  { value: 'PRICE_ASC', slug: 'price', label: 'Price: low to high' },
  { value: 'PRICE_DESC', slug: 'price-desc', label: 'Price: high to low' },
] as const;

/**
 * Best rated first (the average of a model's visible reviews, then the more reviews; unrated models last), which every
 * finder of reviewed models offers (phones, laptops, bikes): each adds it to its own orders.
 */
export const BEST_RATED_SORT = { value: 'RATING_DESC', slug: 'rating', label: 'Best rated' } as const;

/**
 * How a field reads in the address. `param` is its name there: the field's own key unless it says otherwise, and the
 * key is the API argument the field becomes, so a filter has one name from the address to the column. `formerParams`
 * are names it was written under before (`battery` before `minBatteryMah`): a saved or shared address with one still
 * selects it, and the next address written says the field's name.
 */
interface AddressName {
  param?: string;
  formerParams?: readonly string[];
}

/** A list of known options (checkbox group), written as their slugs: `cpuFamilies=apple,amd-ryzen`. */
interface ListField<Value extends string> extends AddressName {
  kind: 'list';
  options: readonly FinderOption<Value>[];
}
/** A list of free slugs the catalogue defines (brands): `brand=hp,dell`. */
interface SlugsField extends AddressName {
  kind: 'slugs';
}
/** A positive number (a bound): `minRamGb=16`. */
interface NumberField extends AddressName {
  kind: 'number';
}
/** One of known options (radio group): `gpuKind=dedicated`. */
interface OneField<Value extends string> extends AddressName {
  kind: 'one';
  options: readonly FinderOption<Value>[];
}

/** Free text (a search term, an encoded compare list): `searchTerm=duke`; trimmed, blank left out. */
interface TextField extends AddressName {
  kind: 'text';
}

export type FinderField = ListField<string> | SlugsField | NumberField | OneField<string> | TextField;

/** Bounds that read in the address under their own names (`minPrice=300&maxPrice=900`), in the order given. */
export function numberFields<const Names extends readonly string[]>(...names: Names) {
  return Object.fromEntries(names.map((name) => [name, { kind: 'number' }])) as {
    [Name in Names[number]]: { kind: 'number' };
  };
}

type FieldValue<Field> =
  Field extends ListField<infer Value>
    ? Value[]
    : Field extends SlugsField
      ? string[]
      : Field extends NumberField
        ? number
        : Field extends OneField<infer Value>
          ? Value
          : Field extends TextField
            ? string
            : never;

type SingleKeys<Fields> = {
  [Key in keyof Fields]: Fields[Key] extends NumberField | OneField<string> | TextField ? Key : never;
}[keyof Fields];
type ManyKeys<Fields> = Exclude<keyof Fields, SingleKeys<Fields>>;

/** Lists are always there (maybe empty); a bound or a single choice is there only when set. */
export type FinderStateOf<Fields, Sort extends string> = { [Key in ManyKeys<Fields>]: FieldValue<Fields[Key]> } & {
  [Key in SingleKeys<Fields>]?: FieldValue<Fields[Key]>;
} & { sort: Sort; page: number };

const SLUG = /^[a-z0-9-]{1,40}$/;
/** Longer text than this is no search anyone typed: the field is dropped. */
const MAX_TEXT = 500;

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function fromSlugs(options: readonly FinderOption[], value: string | null): string[] {
  return listOf(value).flatMap((slug) =>
    options.filter((option) => option.slug === slug).map((option) => option.value),
  );
}

function positiveNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** A field's value under its name, or else under a name it had before (an address saved or shared then). */
function valueOf(search: URLSearchParams, param: string, field: FinderField): string | null {
  for (const name of [param, ...(field.formerParams ?? [])]) {
    const value = search.get(name);
    if (value !== null) return value;
  }
  return null;
}

const slugOf = (options: readonly FinderOption[], value: string) =>
  options.find((option) => option.value === value)?.slug;

/**
 * A finder's address model from its fields (written to the address in this order) and sorts (the first is the
 * default and stays out of the address).
 */
export function defineFinder<const Fields extends Record<string, FinderField>, const Sort extends string>(
  fields: Fields,
  sorts: readonly [FinderOption<Sort>, ...FinderOption<Sort>[]],
) {
  type State = FinderStateOf<Fields, Sort>;
  type Change = Partial<Omit<State, 'page'>>;
  const defaultSort = sorts[0].value;
  const entries = Object.entries(fields).map(([key, field]) => [key, field, field.param ?? key] as const);
  const empty = { sort: defaultSort, page: 1 } as Record<string, unknown>;
  for (const [key, field] of entries) if (field.kind === 'list' || field.kind === 'slugs') empty[key] = [];

  /** Address -> finder state. */
  function stateFromSearch(search: URLSearchParams): State {
    const state: Record<string, unknown> = {
      sort: fromSlugs(sorts, search.get('sort'))[0] ?? defaultSort,
      page: Math.max(1, Math.floor(positiveNumber(search.get('page')) ?? 1)),
    };
    for (const [key, field, param] of entries) {
      const raw = valueOf(search, param, field);
      if (field.kind === 'slugs') state[key] = [...new Set(listOf(raw).filter((slug) => SLUG.test(slug)))];
      else if (field.kind === 'list') state[key] = [...new Set(fromSlugs(field.options, raw))];
      else if (field.kind === 'text') {
        const text = raw?.trim() ?? '';
        if (text && text.length <= MAX_TEXT) state[key] = text;
      } else {
        const value = field.kind === 'number' ? positiveNumber(raw) : fromSlugs(field.options, raw)[0];
        if (value !== undefined) state[key] = value;
      }
    }
    return state as State;
  }

  /** Finder state -> address, leaving defaults out so the plain finder has a bare address. */
  function searchFromState(state: State): URLSearchParams {
    const values = state as Record<string, unknown>;
    const search = new URLSearchParams();
    for (const [key, field, param] of entries) {
      const value = values[key];
      if (value === undefined) continue;
      if (field.kind === 'slugs' && Array.isArray(value) && value.length > 0) search.set(param, value.join(','));
      else if (field.kind === 'list' && Array.isArray(value) && value.length > 0) {
        search.set(
          param,
          value
            .map((item: string) => slugOf(field.options, item))
            .filter(Boolean)
            .join(','),
        );
      } else if (field.kind === 'number') search.set(param, String(value));
      else if (field.kind === 'text' && typeof value === 'string' && value.trim()) search.set(param, value.trim());
      else if (field.kind === 'one') {
        const slug = slugOf(field.options, String(value));
        if (slug) search.set(param, slug);
      }
    }
    if (state.sort !== defaultSort) search.set('sort', slugOf(sorts, state.sort) ?? '');
    if (state.page > 1) search.set('page', String(state.page));
    return search;
  }

  /** A changed filter starts again on page 1 (page 4 of the old result means nothing in the new one). */
  function withFilter(state: State, change: Change): State {
    const next: Record<string, unknown> = { ...state, ...change, page: 1 };
    for (const key of Object.keys(change)) if (next[key] === undefined) delete next[key];
    return next as State;
  }

  /** Whether any filter is set (the sort and page aside): then 'Clear filters' has something to clear. */
  function isFiltered(state: State): boolean {
    return searchFromState({ ...state, sort: defaultSort, page: 1 }).toString() !== '';
  }

  /**
   * How many filters are set, each checked option one ('Filters (3)' for two brands and a price bound); `leaveOut`
   * names fields that are no filters there (a search term typed elsewhere, a compare list).
   */
  function activeCount(state: State, leaveOut: readonly (keyof Fields)[] = []): number {
    const values = state as Record<string, unknown>;
    return entries
      .filter(([key]) => !leaveOut.includes(key))
      .reduce((count, [key]) => {
        const value = values[key];
        return count + (Array.isArray(value) ? value.length : value === undefined ? 0 : 1);
      }, 0);
  }

  /** The address of a state, '?' for the plain finder (a bare '' would keep the current address). */
  function hrefOf(state: State): string {
    const search = searchFromState(state).toString();
    return search ? `?${search}` : '?';
  }

  /** Every address parameter this finder reads and writes (others on the page are left alone). */
  const params = new Set([
    'sort',
    'page',
    ...entries.flatMap(([, field, param]) => [param, ...(field.formerParams ?? [])]),
  ]);

  return {
    empty: empty as State,
    sorts,
    params,
    stateFromSearch,
    searchFromState,
    withFilter,
    isFiltered,
    activeCount,
    hrefOf,
  };
}

export type FinderDefinition<Fields extends Record<string, FinderField>, Sort extends string> = ReturnType<
  typeof defineFinder<Fields, Sort>
>;
