import { type PartCategory, toPartCategory } from './part-categories';

/**
 * A part as the API serves it: its id, name, category and the source record (`specs`, see
 * api/data/pc-parts/README.md). The engine reads only the fields it needs and treats anything missing as unknown.
 */
export interface PartInput {
  id: string;
  name: string;
  category: string;
  specs: Record<string, unknown>;
}

interface Named {
  id: string;
  name: string;
}

export interface Cpu extends Named {
  socket: string | null;
  tdpW: number | null;
  memoryTypes: string[];
  maxMemoryGb: number | null;
  includesCooler: boolean | null;
  hasIntegratedGraphics: boolean | null;
}

export interface Cooler extends Named {
  coolerType: 'air' | 'liquid' | null;
  supportedSockets: string[];
  heightMm: number | null;
}

export interface Motherboard extends Named {
  socket: string | null;
  formFactor: string | null;
  memoryType: string | null;
  memorySlots: number | null;
  memoryMaxGb: number | null;
  /** M-key slots only: E-key slots take Wi-Fi cards, not drives. */
  m2Slots: number | null;
  sataPorts: number | null;
}

export interface MemoryKit extends Named {
  memoryType: string | null;
  moduleCount: number | null;
  capacityGb: number | null;
}

export interface Drive extends Named {
  storageInterface: 'M.2' | 'SATA' | null;
  formFactor: string | null;
}

export interface VideoCard extends Named {
  tdpW: number | null;
  lengthMm: number | null;
}

export interface PcCase extends Named {
  supportedBoardFormFactors: string[];
  supportedPsuFormFactors: string[];
  maxGpuLengthMm: number | null;
  maxCoolerHeightMm: number | null;
  maxPsuLengthMm: number | null;
}

export interface PowerSupply extends Named {
  wattageW: number | null;
  formFactor: string | null;
  lengthMm: number | null;
}

export interface CaseFan extends Named {
  sizeMm: number | null;
  /** Fans in the pack. */
  quantity: number | null;
}

export interface Monitor extends Named {
  screenSizeIn: number | null;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter((item): item is string => item !== null) : [];
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function readCpu({ id, name, specs }: PartInput): Cpu {
  return {
    id,
    name,
    socket: text(specs.socket),
    tdpW: num(specs.tdp_w),
    memoryTypes: texts(specs.memory_types),
    maxMemoryGb: num(specs.max_memory_gb),
    includesCooler: flag(specs.includes_cooler),
    hasIntegratedGraphics: flag(specs.has_integrated_graphics),
  };
}

export function readCooler({ id, name, specs }: PartInput): Cooler {
  const type = text(specs.cooler_type)?.toLowerCase() ?? null;
  return {
    id,
    name,
    coolerType: type === null ? null : type.startsWith('air') ? 'air' : 'liquid',
    supportedSockets: texts(specs.supported_sockets),
    heightMm: num(specs.height_mm),
  };
}

export function readMotherboard({ id, name, specs }: PartInput): Motherboard {
  const m2 = Array.isArray(specs.m2_slots) ? specs.m2_slots.map(record) : null;
  return {
    id,
    name,
    socket: text(specs.socket),
    formFactor: text(specs.form_factor),
    memoryType: text(specs.memory_type),
    memorySlots: num(specs.memory_slots),
    memoryMaxGb: num(specs.memory_max_gb),
    m2Slots: m2 ? m2.filter((slot) => slot.key !== 'E').length : num(specs.m2_slot_count),
    sataPorts: num(specs.sata_6gbps_ports),
  };
}

export function readMemoryKit({ id, name, specs }: PartInput): MemoryKit {
  return {
    id,
    name,
    memoryType: text(specs.memory_type),
    moduleCount: num(record(specs.modules).quantity),
    capacityGb: num(specs.capacity_gb),
  };
}

export function readDrive({ id, name, specs }: PartInput): Drive {
  const storageInterface = text(specs.interface);
  return {
    id,
    name,
    storageInterface: storageInterface?.startsWith('M.2')
      ? 'M.2'
      : storageInterface?.startsWith('SATA')
        ? 'SATA'
        : null,
    formFactor: text(specs.form_factor),
  };
}

export function readVideoCard({ id, name, specs }: PartInput): VideoCard {
  return { id, name, tdpW: num(specs.tdp_w), lengthMm: num(specs.length_mm) };
}

export function readCase({ id, name, specs }: PartInput): PcCase {
  return {
    id,
    name,
    supportedBoardFormFactors: texts(specs.supported_motherboard_form_factors),
    supportedPsuFormFactors: texts(specs.supported_psu_form_factors),
    maxGpuLengthMm: num(specs.max_gpu_length_mm),
    maxCoolerHeightMm: num(specs.max_cpu_cooler_height_mm),
    maxPsuLengthMm: num(specs.max_psu_length_mm),
  };
}

export function readPowerSupply({ id, name, specs }: PartInput): PowerSupply {
  return {
    id,
    name,
    wattageW: num(specs.wattage_w),
    formFactor: text(specs.form_factor),
    lengthMm: num(specs.length_mm),
  };
}

export function readCaseFan({ id, name, specs }: PartInput): CaseFan {
  return { id, name, sizeMm: num(specs.size_mm), quantity: num(specs.quantity) };
}

export function readMonitor({ id, name, specs }: PartInput): Monitor {
  return { id, name, screenSizeIn: num(specs.screen_size_in) };
}

/** Each category's reader: the typed part that a build's rules and the picker's attributes read. */
const PART_READERS = {
  cpu: readCpu,
  cpu_cooler: readCooler,
  motherboard: readMotherboard,
  ram: readMemoryKit,
  storage: readDrive,
  gpu: readVideoCard,
  case: readCase,
  psu: readPowerSupply,
  case_fan: readCaseFan,
  monitor: readMonitor,
} satisfies Record<PartCategory, (part: PartInput) => unknown>;

/** A part of `category` read by its category's reader (Cpu for 'cpu', Drive for 'storage', ...). */
export function readPart<Category extends PartCategory>(
  category: Category,
  part: PartInput,
): ReturnType<(typeof PART_READERS)[Category]> {
  return PART_READERS[category](part) as ReturnType<(typeof PART_READERS)[Category]>;
}

export function categoryOf(part: PartInput): PartCategory | null {
  return toPartCategory(part.category);
}
