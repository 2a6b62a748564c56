import type { PartCategory } from '@gadgets/pc-compatibility';
import { NOT_AVAILABLE } from '@gadgets/shared-ui/widgets';

/** The API's picker sort fields. */
export type SortField =
  | 'NAME'
  | 'PRICE'
  | 'RELEASE_YEAR'
  | 'CORES'
  | 'BOOST_CLOCK'
  | 'TDP'
  | 'MEMORY_SPEED'
  | 'CAPACITY'
  | 'WATTAGE'
  | 'LENGTH';

export interface PartColumn {
  label: string;
  value: (specs: Record<string, unknown>) => string;
  /** Set when the API can sort on this column. */
  sort?: SortField;
}

const known = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
const show = (value: unknown, unit = '') => (known(value) ? `${value}${unit}` : NOT_AVAILABLE);
const list = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value.join(', ') : NOT_AVAILABLE);
const capacity = (value: unknown) =>
  typeof value === 'number' ? (value >= 1000 ? `${value / 1000} TB` : `${value} GB`) : NOT_AVAILABLE;
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The numbers that matter when choosing each kind of part: picker columns and a filled slot's key specs. */
export const PART_COLUMNS: Record<PartCategory, PartColumn[]> = {
  cpu: [
    { label: 'Socket', value: (s) => show(s.socket) },
    { label: 'Cores', value: (s) => show(s.cores), sort: 'CORES' },
    { label: 'Boost clock', value: (s) => show(s.boost_clock_ghz, ' GHz'), sort: 'BOOST_CLOCK' },
    { label: 'TDP', value: (s) => show(s.tdp_w, ' W'), sort: 'TDP' },
  ],
  cpu_cooler: [
    { label: 'Type', value: (s) => show(s.cooler_type) },
    { label: 'Height', value: (s) => show(s.height_mm, ' mm') },
    { label: 'Radiator', value: (s) => show(s.radiator_size_mm, ' mm') },
  ],
  motherboard: [
    { label: 'Socket', value: (s) => show(s.socket) },
    { label: 'Form factor', value: (s) => show(s.form_factor) },
    {
      label: 'Memory',
      value: (s) => (known(s.memory_type) ? `${s.memory_type}, ${show(s.memory_slots)} slots` : NOT_AVAILABLE),
    },
    { label: 'M.2 slots', value: (s) => show(s.m2_slot_count) },
  ],
  ram: [
    {
      label: 'Type',
      value: (s) => (known(s.memory_type) ? `${s.memory_type}-${show(s.speed_mts)}` : NOT_AVAILABLE),
      sort: 'MEMORY_SPEED',
    },
    {
      label: 'Capacity',
      value: (s) =>
        known(s.capacity_gb)
          ? `${s.capacity_gb} GB (${show(record(s.modules).quantity)} × ${show(record(s.modules).capacity_gb)} GB)`
          : NOT_AVAILABLE,
      sort: 'CAPACITY',
    },
    { label: 'CAS latency', value: (s) => show(s.cas_latency) },
  ],
  storage: [
    { label: 'Capacity', value: (s) => capacity(s.capacity_gb), sort: 'CAPACITY' },
    { label: 'Interface', value: (s) => show(s.interface) },
    { label: 'Form factor', value: (s) => show(s.form_factor) },
  ],
  gpu: [
    { label: 'Chipset', value: (s) => show(s.chipset) },
    { label: 'Memory', value: (s) => show(s.memory_gb, ' GB') },
    { label: 'Length', value: (s) => show(s.length_mm, ' mm'), sort: 'LENGTH' },
    { label: 'TDP', value: (s) => show(s.tdp_w, ' W'), sort: 'TDP' },
  ],
  case: [
    { label: 'Type', value: (s) => show(s.form_factor) },
    { label: 'Boards', value: (s) => list(s.supported_motherboard_form_factors) },
    { label: 'Max GPU length', value: (s) => show(s.max_gpu_length_mm, ' mm') },
    { label: 'Max cooler height', value: (s) => show(s.max_cpu_cooler_height_mm, ' mm') },
  ],
  psu: [
    { label: 'Wattage', value: (s) => show(s.wattage_w, ' W'), sort: 'WATTAGE' },
    { label: 'Form factor', value: (s) => show(s.form_factor) },
    { label: 'Efficiency', value: (s) => show(s.efficiency_rating) },
    { label: 'Modular', value: (s) => show(s.modular) },
  ],
  case_fan: [
    { label: 'Size', value: (s) => show(s.size_mm, ' mm') },
    { label: 'Pack', value: (s) => show(s.quantity, ' ×') },
    { label: 'Airflow', value: (s) => show(s.max_airflow_cfm ?? s.min_airflow_cfm, ' CFM') },
    { label: 'PWM', value: (s) => (typeof s.pwm === 'boolean' ? (s.pwm ? 'Yes' : 'No') : NOT_AVAILABLE) },
  ],
  monitor: [
    { label: 'Size', value: (s) => show(s.screen_size_in, '"') },
    {
      label: 'Resolution',
      value: (s) =>
        known(s.resolution_width_px) ? `${s.resolution_width_px} × ${show(s.resolution_height_px)}` : NOT_AVAILABLE,
    },
    { label: 'Refresh rate', value: (s) => show(s.refresh_rate_hz, ' Hz') },
    { label: 'Panel', value: (s) => show(s.panel_type) },
  ],
};

/** A filled slot's one-line summary: "AM5 · 8 cores · 5.5 GHz · 65 W". */
export function keySpecsOf(category: PartCategory, specs: Record<string, unknown>): string {
  return PART_COLUMNS[category]
    .map((column) => ({ label: column.label, value: column.value(specs) }))
    .filter((entry) => entry.value !== NOT_AVAILABLE)
    .map((entry) => `${entry.label}: ${entry.value}`)
    .join(' · ');
}
