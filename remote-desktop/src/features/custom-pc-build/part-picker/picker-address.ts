import { PART_FILTER_KEYS, PART_FILTERS, type PartCategory } from '@gadgets/pc-compatibility';
import { centsOf, defineFinder, numberFields, type FinderOption, type FollowTarget } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';
import { BUILD_SLOTS, type SlotDefinition } from '../build-slots-definition';
import type { SortField } from '../part-columns';

const SORT_FIELDS: readonly SortField[] = [
  'NAME',
  'PRICE',
  'RELEASE_YEAR',
  'CORES',
  'BOOST_CLOCK',
  'TDP',
  'MEMORY_SPEED',
  'CAPACITY',
  'WATTAGE',
  'LENGTH',
];
export type PickerSortValue = `${SortField}_${'ASC' | 'DESC'}`;

/** Every column order both ways (`sort=price`, `sort=cores-desc`); by name, A to Z, is the default. */
const PICKER_SORTS = SORT_FIELDS.flatMap((field) => {
  const slug = field.toLowerCase().replace('_', '-');
  const label = field.toLowerCase().replace('_', ' ');
  return [
    { value: `${field}_ASC`, slug, label: `${label}, lowest first` },
    { value: `${field}_DESC`, slug: `${slug}-desc`, label: `${label}, highest first` },
  ] satisfies FinderOption<PickerSortValue>[];
}) as [FinderOption<PickerSortValue>, ...FinderOption<PickerSortValue>[]];

const SLOT_OPTIONS = BUILD_SLOTS.map((slot) => ({
  value: slot.category,
  slug: slot.category.replace('_', '-'),
  label: slot.label,
}));

/** A category filter's place in the picker state: `field_memoryType` (the address says `memoryType=…`). */
type FieldStateKey = `field_${string}`;
const fieldStateKey = (key: string): FieldStateKey => `field_${key}`;
/** How addresses wrote a filter's key before it read as the API's field name (`memory-type` for memoryType). */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Every category's own filters (PART_FILTERS), each a parameter named as the API's `fields[].field` it becomes:
 * `chipset=GeForce RTX 4070&length=300&memoryType=DDR5`.
 */
const CATEGORY_FILTER_FIELDS = Object.fromEntries(
  PART_FILTER_KEYS.map((key) => [
    fieldStateKey(key),
    { kind: 'text', param: key, formerParams: kebab(key) === key ? [] : [kebab(key)] },
  ]),
) as Record<FieldStateKey, { kind: 'text'; param: string; formerParams: string[] }>;

/**
 * The part picker as it lives in the address, beside the build's `parts`: which slot is being chosen (and the part
 * it replaces), the search, every filter, 'Compatible only' (on unless `fit=all`), the sort and the page. A reload or
 * a shared link opens the same picker on the same parts.
 */
export const PART_PICKER = defineFinder(
  {
    slot: { kind: 'one', param: 'pick', options: SLOT_OPTIONS },
    replace: { kind: 'text', param: 'replace' },
    search: { kind: 'text', formerParams: ['q'] },
    // One manufacturer chosen, which the API takes as a list of one.
    manufacturers: { kind: 'text', formerParams: ['maker'] },
    ...CATEGORY_FILTER_FIELDS,
    // Whole dollars in the address (the API's maxPriceCents).
    ...numberFields('maxPrice'),
    fit: { kind: 'one', param: 'fit', options: [{ value: 'ALL', slug: 'all', label: 'Every part' }] },
  },
  PICKER_SORTS,
);

export type PickerState = ReturnType<typeof PART_PICKER.stateFromSearch>;

/** One of the category's filters as the API takes it. */
interface PcPartFieldFilter {
  field: string;
  values?: string[];
  min?: number;
  max?: number;
}

/** The value of one of the category's filters in a state (text as the address holds it). */
export const fieldValue = (state: PickerState, key: string): string | undefined =>
  (state as Record<FieldStateKey, string | undefined>)[fieldStateKey(key)];

/** The state with one category filter set (or cleared). */
export const withField = (key: string, value: string | undefined): Partial<PickerState> =>
  ({ [fieldStateKey(key)]: value }) as Partial<PickerState>;

/** The category's filters a state sets, as the API's `fields`; a bound that is not a number is left out. */
function fieldsOf(category: PartCategory | undefined, state: PickerState): PcPartFieldFilter[] {
  if (!category) return [];
  return PART_FILTERS[category].flatMap((filter): PcPartFieldFilter[] => {
    const value = fieldValue(state, filter.key);
    if (value === undefined) return [];
    if (filter.kind === 'choice') return [{ field: filter.key, values: [value] }];
    const bound = Number(value);
    if (!Number.isFinite(bound)) return [];
    return [filter.kind === 'min' ? { field: filter.key, min: bound } : { field: filter.key, max: bound }];
  });
}

/** The API's PcPartFilter of a picker state (prices are whole dollars in the address, cents in the API). */
export function pickerFilterOf(state: PickerState) {
  return {
    search: state.search ?? null,
    manufacturers: state.manufacturers ? [state.manufacturers] : null,
    maxPriceCents: centsOf(state.maxPrice) ?? null,
    fields: fieldsOf(state.slot, state),
  };
}

/** The state with only what belongs to a search: the slot, the search and the filters. */
function searchOnly(state: PickerState): PickerState {
  const fields = Object.fromEntries(
    PART_FILTER_KEYS.map((key) => [fieldStateKey(key), fieldValue(state, key)]).filter(([, value]) => value),
  );
  return {
    ...PART_PICKER.empty,
    slot: state.slot,
    search: state.search,
    manufacturers: state.manufacturers,
    maxPrice: state.maxPrice,
    ...fields,
  } as PickerState;
}

/**
 * The picker's search as a follow keeps it: the slot and its filters on the builder's address, with the picker's API
 * filter, so the API can tell of parts that start matching. The build, the part it would replace and 'Compatible only'
 * belong to this build, not to the search; the sort and the page change neither what it finds nor whether it is followed.
 */
export function pickerFollowTarget(pathname: string, slot: SlotDefinition, state: PickerState) {
  const search = PART_PICKER.hrefOf(searchOnly(state));
  return {
    kind: 'SEARCH',
    category: DESKTOP_SECTION.section,
    search: `${pathname}${search}`,
    filter: { category: slot.categoryEnum, filter: pickerFilterOf(state) },
  } as const satisfies FollowTarget;
}

/** The table's sort of a state, and the state's sort value of a column and direction. */
export function sortOf(state: PickerState): { field: SortField; descending: boolean } {
  const descending = state.sort.endsWith('_DESC');
  return { field: state.sort.replace(/_(ASC|DESC)$/, '') as SortField, descending };
}

export const sortValue = (field: SortField, descending: boolean): PickerSortValue =>
  `${field}_${descending ? 'DESC' : 'ASC'}`;
