import { partAttributes } from './attributes';
import type { PartCategory } from './part-categories';

type Specs = Record<string, unknown>;

interface FilterBase {
  /** The filter's one name: the address parameter, the API's field and the option counts' key. */
  key: string;
  label: string;
  /** The stored column the API filters on (pc_parts, written at seed time with `read`). */
  column: string;
}

/** Parts having any of the chosen values. `listed`: a part states several (the sockets a cooler takes). */
export interface ChoiceFilter extends FilterBase {
  kind: 'choice';
  listed?: boolean;
  /** A part's value(s) from its record; null when the record does not state it. */
  read: (specs: Specs) => string | string[] | null;
  /** How a value reads in a sentence when the value alone is not enough ("120 mm"). */
  unit?: string;
}

/** Parts with at least (`min`) or at most (`max`) a chosen step. */
export interface BoundFilter extends FilterBase {
  kind: 'min' | 'max';
  unit: string;
  steps: readonly number[];
  read: (specs: Specs) => number | null;
}

export type PartFilter = ChoiceFilter | BoundFilter;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const yesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : null);
const withUnit = (value: number | null, unit: string) => (value === null ? null : `${value} ${unit}`);
const record = (value: unknown): Specs =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Specs) : {};

/** A filter on one of the engine's attributes (already stored for 'compatible only'). */
const attribute =
  <Key extends keyof ReturnType<typeof partAttributes>>(name: Key, category: PartCategory) =>
  (specs: Specs) =>
    partAttributes({ id: '', name: '', category, specs })[name] as never;

/** The power connectors a video card needs or a power supply offers, by name; "None" when it states none. */
function powerConnectors(specs: Specs): string[] | null {
  if (!('power_connectors' in specs) && !('connectors' in specs)) return null;
  const gpu = record(specs.power_connectors);
  const psu = record(specs.connectors);
  const counts: [string, unknown][] =
    specs.category === 'psu'
      ? [
          ['12VHPWR / 12V-2x6', psu.pcie_12vhpwr],
          ['6+2-pin PCIe', psu.pcie_6_plus_2_pin],
        ]
      : [
          ['6-pin', gpu.pcie_6_pin],
          ['8-pin', gpu.pcie_8_pin],
          ['12VHPWR', gpu.pcie_12vhpwr],
          ['12V-2x6', gpu.pcie_12v_2x6],
        ];
  const stated = counts.filter(([, count]) => typeof count === 'number');
  if (stated.length === 0) return null;
  const present = stated.filter(([, count]) => (count as number) > 0).map(([name]) => name);
  return present.length ? present : ['None'];
}

function resolution(specs: Specs): string | null {
  const width = num(specs.resolution_width_px);
  const height = num(specs.resolution_height_px);
  return width && height ? `${width} × ${height}` : null;
}

/** A fan's airflow: the top of its stated range (the source gives a single figure as its minimum). */
const airflow = (specs: Specs) => num(specs.max_airflow_cfm) ?? num(specs.min_airflow_cfm);

const SOCKET = (category: PartCategory): ChoiceFilter => ({
  key: 'socket',
  label: 'Socket',
  kind: 'choice',
  column: 'socket',
  read: attribute('socket', category),
});

/**
 * The filters of each kind of part beyond search, maker and price: what a builder chooses that kind of part by. One
 * table for the API (which stores and filters the columns) and the picker (which shows the controls and keeps them
 * in the address).
 */
export const PART_FILTERS: Record<PartCategory, readonly PartFilter[]> = {
  cpu: [
    SOCKET('cpu'),
    { key: 'series', label: 'Series', kind: 'choice', column: 'series', read: (s) => text(s.family) },
    {
      key: 'cores',
      label: 'Cores',
      kind: 'min',
      unit: 'cores',
      column: 'cores',
      steps: [4, 6, 8, 12, 16, 24],
      read: (s) => num(s.cores),
    },
    {
      key: 'boostClock',
      label: 'Boost clock',
      kind: 'min',
      unit: 'GHz',
      column: 'boost_clock_ghz',
      steps: [4, 4.5, 5, 5.5],
      read: (s) => num(s.boost_clock_ghz),
    },
    {
      key: 'tdp',
      label: 'TDP',
      kind: 'max',
      unit: 'W',
      column: 'tdp_w',
      steps: [35, 65, 105, 125, 170, 250],
      read: (s) => num(s.tdp_w),
    },
    {
      key: 'integratedGraphics',
      label: 'Integrated graphics',
      kind: 'choice',
      column: 'integrated_graphics',
      read: (s) => yesNo(s.has_integrated_graphics),
    },
  ],
  gpu: [
    {
      key: 'chipsetMaker',
      label: 'Chipset maker',
      kind: 'choice',
      column: 'chipset_maker',
      read: (s) => text(s.chipset_manufacturer),
    },
    { key: 'chipset', label: 'Chipset', kind: 'choice', column: 'chipset', read: (s) => text(s.chipset) },
    {
      key: 'memory',
      label: 'Memory',
      kind: 'min',
      unit: 'GB',
      column: 'memory_gb',
      steps: [4, 6, 8, 12, 16, 20, 24, 32],
      read: (s) => num(s.memory_gb),
    },
    {
      key: 'length',
      label: 'Length',
      kind: 'max',
      unit: 'mm',
      column: 'length_mm',
      steps: [200, 250, 280, 300, 330, 360],
      read: (s) => num(s.length_mm),
    },
    {
      key: 'tdp',
      label: 'TDP',
      kind: 'max',
      unit: 'W',
      column: 'tdp_w',
      steps: [75, 150, 200, 250, 300, 350, 450, 600],
      read: (s) => num(s.tdp_w),
    },
    {
      key: 'slotWidth',
      label: 'Slot width',
      kind: 'max',
      unit: 'slots',
      column: 'slot_width',
      steps: [1, 2, 2.5, 3, 3.5],
      read: (s) => num(s.slot_width),
    },
    {
      key: 'powerConnectors',
      label: 'Power connectors',
      kind: 'choice',
      listed: true,
      column: 'power_connectors',
      read: powerConnectors,
    },
  ],
  motherboard: [
    SOCKET('motherboard'),
    { key: 'chipset', label: 'Chipset', kind: 'choice', column: 'chipset', read: (s) => text(s.chipset) },
    {
      key: 'formFactor',
      label: 'Form factor',
      kind: 'choice',
      column: 'board_form_factor',
      read: attribute('boardFormFactor', 'motherboard'),
    },
    {
      key: 'memoryType',
      label: 'Memory type',
      kind: 'choice',
      column: 'memory_type',
      read: attribute('memoryType', 'motherboard'),
    },
    {
      key: 'memorySlots',
      label: 'Memory slots',
      kind: 'min',
      unit: 'slots',
      column: 'memory_slots',
      steps: [2, 4, 8],
      read: attribute('memorySlots', 'motherboard'),
    },
    {
      key: 'm2Slots',
      label: 'M.2 slots',
      kind: 'min',
      unit: 'slots',
      column: 'm2_slots',
      steps: [1, 2, 3, 4, 5],
      read: attribute('m2Slots', 'motherboard'),
    },
    { key: 'wifi', label: 'Wi-Fi', kind: 'choice', column: 'wifi', read: (s) => text(s.wifi) },
  ],
  ram: [
    { key: 'memoryType', label: 'Type', kind: 'choice', column: 'memory_type', read: attribute('memoryType', 'ram') },
    {
      key: 'capacity',
      label: 'Capacity',
      kind: 'min',
      unit: 'GB',
      column: 'capacity_gb',
      steps: [8, 16, 32, 48, 64, 96, 128],
      read: attribute('capacityGb', 'ram'),
    },
    {
      key: 'modules',
      label: 'Modules',
      kind: 'choice',
      column: 'modules',
      read: (s) => withUnit(num(record(s.modules).quantity), '×'),
    },
    {
      key: 'speed',
      label: 'Speed',
      kind: 'min',
      unit: 'MT/s',
      column: 'speed_mts',
      steps: [3200, 3600, 4800, 5600, 6000, 6400, 7200, 8000],
      read: (s) => num(s.speed_mts),
    },
    {
      key: 'casLatency',
      label: 'CAS latency',
      kind: 'max',
      unit: 'CL',
      column: 'cas_latency',
      steps: [14, 16, 18, 28, 30, 32, 36, 40],
      read: (s) => num(s.cas_latency),
    },
  ],
  storage: [
    { key: 'storageType', label: 'Type', kind: 'choice', column: 'storage_type', read: (s) => text(s.storage_type) },
    { key: 'interface', label: 'Interface', kind: 'choice', column: 'drive_interface', read: (s) => text(s.interface) },
    {
      key: 'capacity',
      label: 'Capacity',
      kind: 'min',
      unit: 'GB',
      column: 'capacity_gb',
      steps: [250, 500, 1000, 2000, 4000, 8000],
      read: (s) => num(s.capacity_gb),
    },
    {
      key: 'formFactor',
      label: 'Form factor',
      kind: 'choice',
      column: 'form_factor',
      read: (s) => text(s.form_factor),
    },
  ],
  psu: [
    {
      key: 'wattage',
      label: 'Wattage',
      kind: 'min',
      unit: 'W',
      column: 'wattage_w',
      steps: [450, 550, 650, 750, 850, 1000, 1200, 1600],
      read: (s) => num(s.wattage_w),
    },
    {
      key: 'efficiency',
      label: 'Efficiency',
      kind: 'choice',
      column: 'efficiency',
      read: (s) => text(s.efficiency_rating),
    },
    {
      key: 'formFactor',
      label: 'Form factor',
      kind: 'choice',
      column: 'psu_form_factor',
      read: attribute('psuFormFactor', 'psu'),
    },
    { key: 'modular', label: 'Modular', kind: 'choice', column: 'modular', read: (s) => text(s.modular) },
    {
      key: 'powerConnectors',
      label: 'GPU power',
      kind: 'choice',
      listed: true,
      column: 'power_connectors',
      read: powerConnectors,
    },
  ],
  case: [
    { key: 'formFactor', label: 'Type', kind: 'choice', column: 'form_factor', read: (s) => text(s.form_factor) },
    {
      key: 'boardSupport',
      label: 'Fits motherboard',
      kind: 'choice',
      listed: true,
      column: 'supported_board_form_factors',
      read: attribute('supportedBoardFormFactors', 'case'),
    },
    {
      key: 'gpuLength',
      label: 'Video card length',
      kind: 'min',
      unit: 'mm',
      column: 'max_gpu_length_mm',
      steps: [280, 300, 330, 360, 400],
      read: attribute('maxGpuLengthMm', 'case'),
    },
    { key: 'sidePanel', label: 'Side panel', kind: 'choice', column: 'side_panel', read: (s) => text(s.side_panel) },
  ],
  cpu_cooler: [
    { key: 'coolerType', label: 'Type', kind: 'choice', column: 'cooler_type', read: (s) => text(s.cooler_type) },
    {
      key: 'height',
      label: 'Height (air)',
      kind: 'max',
      unit: 'mm',
      column: 'tower_height_mm',
      steps: [120, 140, 155, 160, 165],
      read: attribute('towerHeightMm', 'cpu_cooler'),
    },
    {
      key: 'radiator',
      label: 'Radiator',
      kind: 'choice',
      column: 'radiator_size',
      unit: 'mm',
      read: (s) => withUnit(num(s.radiator_size_mm), 'mm'),
    },
    {
      key: 'socketSupport',
      label: 'Fits socket',
      kind: 'choice',
      listed: true,
      column: 'supported_sockets',
      read: attribute('supportedSockets', 'cpu_cooler'),
    },
  ],
  case_fan: [
    { key: 'fanSize', label: 'Size', kind: 'choice', column: 'fan_size', read: (s) => withUnit(num(s.size_mm), 'mm') },
    {
      key: 'pack',
      label: 'Fans in pack',
      kind: 'choice',
      column: 'fan_pack',
      read: (s) => withUnit(num(s.quantity), '×'),
    },
    { key: 'pwm', label: 'PWM', kind: 'choice', column: 'fan_pwm', read: (s) => yesNo(s.pwm) },
    {
      key: 'airflow',
      label: 'Airflow',
      kind: 'min',
      unit: 'CFM',
      column: 'airflow_cfm',
      steps: [40, 50, 60, 70, 80],
      read: airflow,
    },
  ],
  monitor: [
    {
      key: 'screenSize',
      label: 'Screen size',
      kind: 'min',
      unit: 'in',
      column: 'screen_size_in',
      steps: [22, 24, 27, 32, 34, 42],
      read: (s) => num(s.screen_size_in),
    },
    { key: 'resolution', label: 'Resolution', kind: 'choice', column: 'resolution', read: resolution },
    {
      key: 'refreshRate',
      label: 'Refresh rate',
      kind: 'min',
      unit: 'Hz',
      column: 'refresh_rate_hz',
      steps: [60, 75, 100, 120, 144, 165, 240, 360],
      read: (s) => num(s.refresh_rate_hz),
    },
    { key: 'panel', label: 'Panel', kind: 'choice', column: 'panel_type', read: (s) => text(s.panel_type) },
  ],
};

/** Every filter key of every category, once (the picker's address holds any of them). */
export const PART_FILTER_KEYS: readonly string[] = [
  ...new Set(Object.values(PART_FILTERS).flatMap((filters) => filters.map((filter) => filter.key))),
];

export function partFilter(category: PartCategory, key: string): PartFilter | undefined {
  return PART_FILTERS[category].find((filter) => filter.key === key);
}
