import type { PartCategory } from '@gadgets/pc-compatibility';

/** The API's enum for each category (the picker query and saved variants use it). */
export type CategoryEnum =
  'CPU' | 'CPU_COOLER' | 'MOTHERBOARD' | 'RAM' | 'STORAGE' | 'GPU' | 'CASE' | 'PSU' | 'CASE_FAN' | 'MONITOR';

export interface SlotDefinition {
  category: PartCategory;
  categoryEnum: CategoryEnum;
  /** The slot's name on the page. */
  label: string;
  /** "Choose a CPU", "Choose Memory"… */
  chooseLabel: string;
  /** Memory, storage, fans and monitors take several parts. */
  multiple: boolean;
}

export const BUILD_SLOTS: readonly SlotDefinition[] = [
  { category: 'cpu', categoryEnum: 'CPU', label: 'CPU', chooseLabel: 'Choose a CPU', multiple: false },
  {
    category: 'cpu_cooler',
    categoryEnum: 'CPU_COOLER',
    label: 'CPU Cooler',
    chooseLabel: 'Choose a CPU Cooler',
    multiple: false,
  },
  {
    category: 'motherboard',
    categoryEnum: 'MOTHERBOARD',
    label: 'Motherboard',
    chooseLabel: 'Choose a Motherboard',
    multiple: false,
  },
  { category: 'ram', categoryEnum: 'RAM', label: 'Memory', chooseLabel: 'Choose Memory', multiple: true },
  { category: 'storage', categoryEnum: 'STORAGE', label: 'Storage', chooseLabel: 'Choose Storage', multiple: true },
  { category: 'gpu', categoryEnum: 'GPU', label: 'Video Card', chooseLabel: 'Choose a Video Card', multiple: false },
  { category: 'case', categoryEnum: 'CASE', label: 'Case', chooseLabel: 'Choose a Case', multiple: false },
  {
    category: 'psu',
    categoryEnum: 'PSU',
    label: 'Power Supply',
    chooseLabel: 'Choose a Power Supply',
    multiple: false,
  },
  // Optional extras: a build is complete without them.
  {
    category: 'case_fan',
    categoryEnum: 'CASE_FAN',
    label: 'Case Fans',
    chooseLabel: 'Choose Case Fans',
    multiple: true,
  },
  { category: 'monitor', categoryEnum: 'MONITOR', label: 'Monitor', chooseLabel: 'Choose a Monitor', multiple: true },
];
