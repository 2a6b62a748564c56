/** The part categories of a build, as the data names them (`cpu_cooler`, not `CPU_COOLER`). */
export const PART_CATEGORIES = [
  'cpu',
  'cpu_cooler',
  'motherboard',
  'ram',
  'storage',
  'gpu',
  'case',
  'psu',
  'case_fan',
  'monitor',
] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** Categories a build holds several of (memory kits, drives, fans, monitors); every other slot takes one part. */
export const MULTI_PART_CATEGORIES: readonly PartCategory[] = ['ram', 'storage', 'case_fan', 'monitor'];

/** Slots a build is complete without: extras a builder may add. */
export const OPTIONAL_CATEGORIES: readonly PartCategory[] = ['case_fan', 'monitor'];

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
  case_fan: 'Case Fan',
  monitor: 'Monitor',
};

/** Accepts the data's values and the API's enum names (`CPU_COOLER`). */
export function toPartCategory(value: string): PartCategory | null {
  const lower = value.toLowerCase();
  return (PART_CATEGORIES as readonly string[]).includes(lower) ? (lower as PartCategory) : null;
}
