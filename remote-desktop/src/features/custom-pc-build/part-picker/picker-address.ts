import type { PartCategory } from '@gadgets/pc-compatibility';
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

/**
 * The part picker as it lives in the address, beside the build's `parts`: which slot is being chosen (and the part
 * it replaces), the search, every filter, 'Compatible only' (on unless `fit=all`), the sort and the page. A reload or
 * a shared link opens the same picker on the same parts.
 */
export const PART_PICKER = defineFinder(
  {
    slot: { kind: 'one', param: 'pick', options: SLOT_OPTIONS },
    replace: { kind: 'text', param: 'replace' },
    search: { kind: 'text', param: 'q' },
    maker: { kind: 'text', param: 'maker' },
    socket: { kind: 'text', param: 'socket' },
    memoryType: { kind: 'text', param: 'memory' },
    boardFormFactor: { kind: 'text', param: 'form' },
    storageInterface: { kind: 'text', param: 'interface' },
    ...numberFields('maxPrice', 'minCapacity'),
    fit: { kind: 'one', param: 'fit', options: [{ value: 'ALL', slug: 'all', label: 'Every part' }] },
  },
  PICKER_SORTS,
);

export type PickerState = ReturnType<typeof PART_PICKER.stateFromSearch>;

/** A choice filter: the state field, the API filter and option-count key, and its label. */
export interface ChoiceFilter {
  field: 'socket' | 'memoryType' | 'boardFormFactor' | 'storageInterface';
  key: 'sockets' | 'memoryTypes' | 'boardFormFactors' | 'storageInterfaces';
  label: string;
}

const SOCKET: ChoiceFilter = { field: 'socket', key: 'sockets', label: 'Socket' };
const MEMORY_TYPE: ChoiceFilter = { field: 'memoryType', key: 'memoryTypes', label: 'Memory type' };
const FORM_FACTOR: ChoiceFilter = { field: 'boardFormFactor', key: 'boardFormFactors', label: 'Form factor' };
const INTERFACE: ChoiceFilter = { field: 'storageInterface', key: 'storageInterfaces', label: 'Interface' };

/** The filters beyond search, maker and price that matter for each kind of part. */
export const PICKER_FILTERS: Record<PartCategory, { choices: ChoiceFilter[]; capacity: boolean }> = {
  cpu: { choices: [SOCKET], capacity: false },
  cpu_cooler: { choices: [], capacity: false },
  motherboard: { choices: [SOCKET, MEMORY_TYPE, FORM_FACTOR], capacity: false },
  ram: { choices: [MEMORY_TYPE], capacity: true },
  storage: { choices: [INTERFACE], capacity: true },
  gpu: { choices: [], capacity: false },
  case: { choices: [], capacity: false },
  psu: { choices: [], capacity: false },
};

const listOf = (value: string | undefined) => (value ? [value] : null);

/** The API's PcPartFilter of a picker state (prices are whole dollars in the address, cents in the API). */
export function pickerFilterOf(state: PickerState) {
  return {
    search: state.search ?? null,
    manufacturers: listOf(state.maker),
    sockets: listOf(state.socket),
    memoryTypes: listOf(state.memoryType),
    boardFormFactors: listOf(state.boardFormFactor),
    storageInterfaces: listOf(state.storageInterface),
    maxPriceCents: centsOf(state.maxPrice) ?? null,
    minCapacityGb: state.minCapacity ?? null,
  };
}

/**
 * The picker's search as a follow keeps it: the slot and its filters on the builder's address, with the picker's API
 * filter, so the API can tell of parts that start matching. The build, the part it would replace and 'Compatible only'
 * belong to this build, not to the search; the sort and the page change neither what it finds nor whether it is followed.
 */
export function pickerFollowTarget(pathname: string, slot: SlotDefinition, state: PickerState) {
  const search = PART_PICKER.hrefOf({
    ...PART_PICKER.empty,
    slot: state.slot,
    search: state.search,
    maker: state.maker,
    socket: state.socket,
    memoryType: state.memoryType,
    boardFormFactor: state.boardFormFactor,
    storageInterface: state.storageInterface,
    maxPrice: state.maxPrice,
    minCapacity: state.minCapacity,
  });
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
