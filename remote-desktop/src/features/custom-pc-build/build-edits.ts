import type { BuildPart } from './build-part-fields';
import type { SlotDefinition } from './build-slots-definition';

/** The ids once `part` is chosen: it replaces `replacingId` (Change), or the slot's part, or joins memory/storage. */
export function chooseInBuild(
  ids: readonly string[],
  parts: readonly BuildPart[],
  slot: SlotDefinition,
  part: BuildPart,
  replacingId: string | null,
): string[] {
  if (replacingId !== null) {
    const index = ids.indexOf(replacingId);
    if (index >= 0) return [...ids.slice(0, index), part.id, ...ids.slice(index + 1)];
  }
  if (slot.multiple) return [...ids, part.id];
  const inSlot = new Set(
    parts.filter((existing) => existing.category.toLowerCase() === slot.category).map((existing) => existing.id),
  );
  return [...ids.filter((id) => !inSlot.has(id)), part.id];
}

/** Removes one occurrence (two identical memory kits are two entries). */
export function removeFromBuild(ids: readonly string[], id: string): string[] {
  const index = ids.indexOf(id);
  return index < 0 ? [...ids] : [...ids.slice(0, index), ...ids.slice(index + 1)];
}

/** What the picker judges candidates against: the build without the part being changed. */
export function buildForPicker(ids: readonly string[], replacingId: string | null): string[] {
  return replacingId === null ? [...ids] : removeFromBuild(ids, replacingId);
}
