import { type PartCategory, toPartCategory } from './part-categories';
import { type PartInput, readPart } from './parts';

/**
 * The values a part is filtered on when a picker asks for parts compatible with a build. The API stores them as
 * columns at seed time, so the same rules run as SQL; null (or an empty list) means the data does not state it.
 */
export interface PartAttributes {
  socket: string | null;
  supportedSockets: string[];
  memoryType: string | null;
  supportedMemoryTypes: string[];
  boardFormFactor: string | null;
  psuFormFactor: string | null;
  supportedBoardFormFactors: string[];
  supportedPsuFormFactors: string[];
  memorySlots: number | null;
  /** Board or CPU maximum memory. */
  memoryMaxGb: number | null;
  moduleCount: number | null;
  /** Memory kit total or drive capacity. */
  capacityGb: number | null;
  m2Slots: number | null;
  sataPorts: number | null;
  storageInterface: 'M.2' | 'SATA' | null;
  /** Video card or power supply length. */
  lengthMm: number | null;
  /** Air coolers only: an AIO's height_mm is its radiator or pump, which a case's cooler clearance does not limit. */
  towerHeightMm: number | null;
  maxGpuLengthMm: number | null;
  maxCoolerHeightMm: number | null;
  maxPsuLengthMm: number | null;
  wattageW: number | null;
  tdpW: number | null;
}

export type NumberAttribute = {
  [K in keyof PartAttributes]: PartAttributes[K] extends number | null ? K : never;
}[keyof PartAttributes];
export type TextAttribute = 'socket' | 'memoryType' | 'boardFormFactor' | 'psuFormFactor' | 'storageInterface';
export type ListAttribute =
  'supportedSockets' | 'supportedMemoryTypes' | 'supportedBoardFormFactors' | 'supportedPsuFormFactors';

const EMPTY: PartAttributes = {
  socket: null,
  supportedSockets: [],
  memoryType: null,
  supportedMemoryTypes: [],
  boardFormFactor: null,
  psuFormFactor: null,
  supportedBoardFormFactors: [],
  supportedPsuFormFactors: [],
  memorySlots: null,
  memoryMaxGb: null,
  moduleCount: null,
  capacityGb: null,
  m2Slots: null,
  sataPorts: null,
  storageInterface: null,
  lengthMm: null,
  towerHeightMm: null,
  maxGpuLengthMm: null,
  maxCoolerHeightMm: null,
  maxPsuLengthMm: null,
  wattageW: null,
  tdpW: null,
};

const READERS: Record<PartCategory, (part: PartInput) => Partial<PartAttributes>> = {
  cpu(part) {
    const cpu = readPart('cpu', part);
    return { socket: cpu.socket, supportedMemoryTypes: cpu.memoryTypes, memoryMaxGb: cpu.maxMemoryGb, tdpW: cpu.tdpW };
  },
  cpu_cooler(part) {
    const cooler = readPart('cpu_cooler', part);
    return {
      supportedSockets: cooler.supportedSockets,
      towerHeightMm: cooler.coolerType === 'air' ? cooler.heightMm : null,
    };
  },
  motherboard(part) {
    const board = readPart('motherboard', part);
    return {
      socket: board.socket,
      memoryType: board.memoryType,
      boardFormFactor: board.formFactor,
      memorySlots: board.memorySlots,
      memoryMaxGb: board.memoryMaxGb,
      m2Slots: board.m2Slots,
      sataPorts: board.sataPorts,
    };
  },
  ram(part) {
    const kit = readPart('ram', part);
    return { memoryType: kit.memoryType, moduleCount: kit.moduleCount, capacityGb: kit.capacityGb };
  },
  storage(part) {
    const drive = readPart('storage', part);
    const capacity = part.specs.capacity_gb;
    return { storageInterface: drive.storageInterface, capacityGb: typeof capacity === 'number' ? capacity : null };
  },
  gpu(part) {
    const card = readPart('gpu', part);
    return { lengthMm: card.lengthMm, tdpW: card.tdpW };
  },
  case(part) {
    const pcCase = readPart('case', part);
    return {
      supportedBoardFormFactors: pcCase.supportedBoardFormFactors,
      supportedPsuFormFactors: pcCase.supportedPsuFormFactors,
      maxGpuLengthMm: pcCase.maxGpuLengthMm,
      maxCoolerHeightMm: pcCase.maxCoolerHeightMm,
      maxPsuLengthMm: pcCase.maxPsuLengthMm,
    };
  },
  psu(part) {
    const psu = readPart('psu', part);
    return { psuFormFactor: psu.formFactor, lengthMm: psu.lengthMm, wattageW: psu.wattageW };
  },
  // No rule reads a fan or a monitor: a fan's mounts and a monitor's inputs are not in the data.
  case_fan: () => ({}),
  monitor: () => ({}),
};

export function partAttributes(part: PartInput): PartAttributes {
  const category = toPartCategory(part.category);
  return { ...EMPTY, ...(category ? READERS[category](part) : {}) };
}
