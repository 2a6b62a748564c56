/** The part categories of a build, as the data names them (`cpu_cooler`, not `CPU_COOLER`). */
export const PART_CATEGORIES = ['cpu', 'cpu_cooler', 'motherboard', 'ram', 'storage', 'gpu', 'case', 'psu'] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** Categories a build holds several of (memory kits, drives); every other slot takes one part. */
export const MULTI_PART_CATEGORIES: readonly PartCategory[] = ['ram', 'storage'];

/** What people call each slot, for sentences and labels. */
export const CATEGORY_LABELS: Record<PartCategory, string> = {
  cpu: 'CPU',
  cpu_cooler: 'CPU Cooler',
  motherboard: 'Motherboard',
  ram: 'Memory',
  storage: 'Storage',
  gpu: 'Video Card',
  case: 'Case',
  psu: 'Power Supply',
};

/** Accepts the data's values and the API's enum names (`CPU_COOLER`). */
export function toPartCategory(value: string): PartCategory | null {
  const lower = value.toLowerCase();
  return (PART_CATEGORIES as readonly string[]).includes(lower) ? (lower as PartCategory) : null;
}
