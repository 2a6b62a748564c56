import type { SpecValue } from '@gadgets/shared-ui/widgets';

/** A part's `specs`: every field of its source record, named as api/data/pc-parts/README.md lists them. */
export type PartSpecs = Record<string, unknown>;

/**
 * The unit a field's last word names (`length_mm`, `boost_clock_ghz`, `screen_size_in`): the data puts units in the
 * field names, so a new field reads right without a rule of its own. Written after the number with a space, except
 * where the unit is not a word of its own ('128-bit', '27"').
 */
const UNITS: Record<string, string> = {
  mm: ' mm',
  gb: ' GB',
  mb: ' MB',
  w: ' W',
  ghz: ' GHz',
  mhz: ' MHz',
  mts: ' MT/s',
  db: ' dB',
  rpm: ' RPM',
  kg: ' kg',
  l: ' L',
  v: ' V',
  hz: ' Hz',
  px: ' px',
  ms: ' ms',
  nits: ' nits',
  cfm: ' CFM',
  mmh2o: ' mmH₂O',
  bits: '-bit',
  in: '"',
};

/** Words a field or connector name spells in capitals or otherwise than a plain word. */
const WORDS: Record<string, string> = {
  aio: 'AIO',
  atx: 'ATX',
  cpu: 'CPU',
  displayport: 'DisplayPort',
  dvi: 'DVI',
  ecc: 'ECC',
  eps: 'EPS',
  gpu: 'GPU',
  hdmi: 'HDMI',
  hdr: 'HDR',
  l2: 'L2',
  l3: 'L3',
  led: 'LED',
  m2: 'M.2',
  molex: 'Molex',
  nvme: 'NVMe',
  pcie: 'PCIe',
  psu: 'PSU',
  pwm: 'PWM',
  rgb: 'RGB',
  sata: 'SATA',
  smt: 'SMT',
  tdp: 'TDP',
  usb: 'USB',
  vga: 'VGA',
  wifi: 'Wi-Fi',
};

/** Connectors and ports whose names are not their words in order. */
const CONNECTOR_NAMES: Record<string, string> = {
  atx_24_pin: '24-pin ATX',
  eps_8_pin: '8-pin EPS',
  molex_4_pin: '4-pin Molex',
  pcie_6_pin: '6-pin PCIe',
  pcie_8_pin: '8-pin PCIe',
  pcie_6_plus_2_pin: '6+2-pin PCIe',
  pcie_12vhpwr: '12VHPWR',
  pcie_12v_2x6: '12V-2x6',
  dvi_d: 'DVI-D',
  usb_c: 'USB-C',
};

const wordOf = (word: string) => WORDS[word] ?? word;
const unitOf = (field: string) => UNITS[field.slice(field.lastIndexOf('_') + 1)];

/**
 * A field's name as words, for a field the category's labels do not name yet: 'max_gpu_length_mm' -> 'Max GPU length'
 * (its unit goes with the value).
 */
export function fieldLabelOf(field: string): string {
  const words = field.split('_');
  if (words.length > 1 && unitOf(field)) words.pop();
  const text = words.map(wordOf).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'hdmi_2_1b' -> 'HDMI 2.1b', 'displayport_2_1_b' -> 'DisplayPort 2.1b', 'pcie_8_pin' -> '8-pin PCIe'. */
export function connectorNameOf(key: string): string {
  const named = CONNECTOR_NAMES[key];
  if (named) return named;
  const [name = '', ...rest] = key.split('_');
  if (rest.length === 0 || !/^\d/.test(rest[0]!)) return fieldLabelOf(key);
  const version = rest.reduce(
    (text, part) => (/^[a-z]+$/.test(part) ? text + part : text ? `${text}.${part}` : part),
    '',
  );
  return `${wordOf(name)} ${version}`;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && !Number.isFinite(value)) ||
  (Array.isArray(value) && value.length === 0);

const recordOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A number with its field's unit; whole thousands of GB read as TB (drives are sold so: 2000 GB is 2 TB). */
function quantity(field: string, value: number): string {
  const unit = unitOf(field) ?? '';
  if (unit === ' GB' && value >= 1000 && value % 1000 === 0) return `${value / 1000} TB`;
  return `${value}${unit}`;
}

/** 'BLACK' -> 'Black', as people write colors. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/** Readable text of one entry of an object or list (the source's own `_id` keys are bookkeeping, never shown). */
function entryText(key: string, value: unknown): string | null {
  if (isBlank(value)) return null;
  if (Array.isArray(value))
    return (
      value
        .map((item) => entryText(key, item))
        .filter(Boolean)
        .join(' + ') || null
    );
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return quantity(key, value);
  const record = recordOf(value);
  if (record) return objectText(record);
  return String(value).trim();
}

/** Counts of connectors or ports ('2 × 8-pin PCIe'); named values otherwise ('CPU power: 8-pin + 8-pin'). */
function objectEntries(record: Record<string, unknown>): string[] | 'none' {
  const entries = Object.entries(record).filter(([key]) => !key.startsWith('_'));
  if (entries.length > 0 && entries.every(([, value]) => typeof value === 'number')) {
    const present = entries.filter(([, count]) => (count as number) > 0);
    return present.length === 0 ? 'none' : present.map(([key, count]) => `${count} × ${connectorNameOf(key)}`);
  }
  return entries.flatMap(([key, value]) => {
    const text = entryText(key, value);
    return text === null ? [] : [`${fieldLabelOf(key)}: ${text}`];
  });
}

function objectText(record: Record<string, unknown>): string | null {
  const entries = objectEntries(record);
  if (entries === 'none') return 'None';
  return entries.length > 0 ? entries.join(', ') : null;
}

type Shaped = (value: unknown, specs: PartSpecs) => SpecValue;
const field = (record: Record<string, unknown>, key: string) => entryText(key, record[key]);
const eachRecord = (value: unknown, text: (record: Record<string, unknown>) => string | null): SpecValue => {
  const items = (Array.isArray(value) ? value : []).map(recordOf).flatMap((record) => {
    const shown = record && text(record);
    return shown ? [shown] : [];
  });
  return items.length > 0 ? items : null;
};

/** Fields whose shape says more than their unit: kits, slots, ports, sizes. */
const SHAPED_FIELDS: Record<string, Shaped> = {
  modules: (value) => {
    const record = recordOf(value);
    return record && typeof record.quantity === 'number' && typeof record.capacity_gb === 'number'
      ? `${record.quantity} × ${record.capacity_gb} GB`
      : null;
  },
  m2_slots: (value) =>
    eachRecord(value, (slot) => {
      const size = field(slot, 'size')?.replace(/\s*\/\s*/g, '/');
      const key = field(slot, 'key');
      const bus = field(slot, 'interface');
      return [size ? `M.2 ${size}` : 'M.2', key ? `${key} key` : null, bus].filter(Boolean).join(', ');
    }),
  pcie_slots: (value) =>
    eachRecord(value, (slot) => {
      const gen = field(slot, 'gen');
      const lanes = field(slot, 'lanes');
      return `${field(slot, 'quantity') ?? 1} × PCIe${gen ? ` ${gen}` : ''}${lanes ? ` x${lanes}` : ''}`;
    }),
  onboard_ethernet: (value) =>
    eachRecord(value, (port) => {
      const speed = field(port, 'speed');
      const controller = field(port, 'controller');
      const named = controller && controller.toLowerCase() !== 'unknown' ? controller : null;
      return speed && named ? `${speed} (${named})` : (speed ?? named);
    }),
  dimensions_mm: (value) => {
    const size = recordOf(value);
    const sides = size ? [size.width, size.height, size.depth] : [];
    return sides.every((side) => typeof side === 'number') ? `${sides.join(' × ')} mm` : null;
  },
  slot_width: (value) => (typeof value === 'number' ? `${value} slots` : null),
  case_expansion_slot_width: (value) => (typeof value === 'number' ? `${value} slots` : null),
  color: (value) => (Array.isArray(value) ? value.map((name) => capitalized(String(name))).join(', ') : null),
  cooler_type: (value) => (typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : null),
};

/** Rows made of several fields, named by a field of their own in the labels. */
export const COMBINED_FIELDS: Record<string, { from: readonly string[]; value: (specs: PartSpecs) => SpecValue }> = {
  resolution: {
    from: ['resolution_width_px', 'resolution_height_px'],
    value: ({ resolution_width_px: width, resolution_height_px: height }) =>
      typeof width === 'number' && typeof height === 'number' ? `${width} × ${height}` : null,
  },
};

/** Lists of short words read as one line ('AM4, AM5, LGA1700'); lists of longer entries one entry per line. */
const SHORT_ENTRY = 24;

/**
 * What the spec table shows for one field of a part: null when the source does not state it (the table says 'N/A'), a
 * yes/no, a quantity with its unit, a list, or an object (power connectors, video outputs) in words. Never a raw key.
 */
export function specValueOf(specs: PartSpecs, name: string): SpecValue {
  const combined = COMBINED_FIELDS[name];
  if (combined) return combined.value(specs);
  const value = specs[name];
  if (isBlank(value)) return null;
  const shaped = SHAPED_FIELDS[name];
  if (shaped) return shaped(value, specs);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return quantity(name, value);
  if (Array.isArray(value)) {
    const entries = value.map((item) => entryText(name, item)).filter((entry): entry is string => entry !== null);
    if (entries.length === 0) return null;
    return entries.every((entry) => entry.length <= SHORT_ENTRY) ? entries.join(', ') : entries;
  }
  const record = recordOf(value);
  if (record) return objectText(record);
  return String(value).trim();
}
