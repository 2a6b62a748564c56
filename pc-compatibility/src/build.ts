import { CATEGORY_LABELS, MULTI_PART_CATEGORIES, type PartCategory } from './part-categories';
import {
  type CaseFan,
  categoryOf,
  type Cooler,
  type Cpu,
  type Drive,
  type MemoryKit,
  type Monitor,
  type Motherboard,
  type PartInput,
  type PcCase,
  type PowerSupply,
  readPart,
  type VideoCard,
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
  fans: CaseFan[];
  monitors: Monitor[];
  /** Parts beyond the first in a one-part slot (a saved build may hold two CPUs; the page never does). */
  extras: { category: PartCategory; label: string; names: string[]; ids: string[] }[];
}

export function readBuild(parts: readonly PartInput[]): Build {
  const byCategory = new Map<PartCategory, PartInput[]>();
  for (const part of parts) {
    const category = categoryOf(part);
    if (category) byCategory.set(category, [...(byCategory.get(category) ?? []), part]);
  }
  const first = <Category extends PartCategory>(category: Category) => {
    const found = byCategory.get(category)?.[0];
    return found ? readPart(category, found) : null;
  };
  const all = <Category extends PartCategory>(category: Category) =>
    (byCategory.get(category) ?? []).map((part) => readPart(category, part));
  const extras = [...byCategory.entries()]
    .filter(([category, list]) => !MULTI_PART_CATEGORIES.includes(category) && list.length > 1)
    .map(([category, list]) => ({
      category,
      label: CATEGORY_LABELS[category],
      names: list.map((part) => part.name),
      ids: list.map((part) => part.id),
    }));
  return {
    cpu: first('cpu'),
    cooler: first('cpu_cooler'),
    motherboard: first('motherboard'),
    memory: all('ram'),
    storage: all('storage'),
    gpu: first('gpu'),
    pcCase: first('case'),
    psu: first('psu'),
    fans: all('case_fan'),
    monitors: all('monitor'),
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
