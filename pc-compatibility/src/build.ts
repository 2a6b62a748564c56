import { CATEGORY_LABELS, MULTI_PART_CATEGORIES, type PartCategory } from './part-categories';
import {
  categoryOf,
  type Cooler,
  type Cpu,
  type Drive,
  type MemoryKit,
  type Motherboard,
  type PartInput,
  type PcCase,
  type PowerSupply,
  type VideoCard,
  readCase,
  readCooler,
  readCpu,
  readDrive,
  readMemoryKit,
  readMotherboard,
  readPowerSupply,
  readVideoCard,
} from './parts';

/** A build read into typed parts: one part per slot, several memory kits and drives. */
export interface Build {
  cpu: Cpu | null;
  cooler: Cooler | null;
  motherboard: Motherboard | null;
  memory: MemoryKit[];
  storage: Drive[];
  gpu: VideoCard | null;
  pcCase: PcCase | null;
  psu: PowerSupply | null;
  /** Parts beyond the first in a one-part slot (a saved build may hold two CPUs; the page never does). */
  extras: { category: PartCategory; label: string; names: string[]; ids: string[] }[];
}

export function readBuild(parts: readonly PartInput[]): Build {
  const byCategory = new Map<PartCategory, PartInput[]>();
  for (const part of parts) {
    const category = categoryOf(part);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), part]);
  }
  const first = <T>(category: PartCategory, read: (part: PartInput) => T): T | null => {
    const found = byCategory.get(category)?.[0];
    return found ? read(found) : null;
  };
  const extras = [...byCategory.entries()]
    .filter(([category, list]) => !MULTI_PART_CATEGORIES.includes(category) && list.length > 1)
    .map(([category, list]) => ({
      category,
      label: CATEGORY_LABELS[category],
      names: list.map((part) => part.name),
      ids: list.map((part) => part.id),
    }));
  return {
    cpu: first('cpu', readCpu),
    cooler: first('cpu_cooler', readCooler),
    motherboard: first('motherboard', readMotherboard),
    memory: (byCategory.get('ram') ?? []).map(readMemoryKit),
    storage: (byCategory.get('storage') ?? []).map(readDrive),
    gpu: first('gpu', readVideoCard),
    pcCase: first('case', readCase),
    psu: first('psu', readPowerSupply),
    extras,
  };
}

/**
 * The parts once `candidate` is picked: it replaces the part in a one-part slot and joins the memory kits or
 * drives, as the builder page does.
 */
export function withCandidate(parts: readonly PartInput[], candidate: PartInput): PartInput[] {
  return [...withoutSlotOf(parts, categoryOf(candidate)), candidate];
}

/** The parts without the one a candidate of `category` would replace (memory kits and drives stay). */
export function withoutSlotOf(parts: readonly PartInput[], category: PartCategory | null): PartInput[] {
  if (!category || MULTI_PART_CATEGORIES.includes(category)) return [...parts];
  return parts.filter((part) => categoryOf(part) !== category);
}
