import type { PartCategory } from '@gadgets/pc-compatibility';

/** The API filter a picker select sets. */
export type FilterKey = 'sockets' | 'memoryTypes' | 'boardFormFactors' | 'storageInterfaces';

export interface PickerFilter {
  key: FilterKey;
  label: string;
  options: readonly string[];
}

// The values the catalogue uses (api/data/pc-parts/README.md, normalised there).
const SOCKETS = ['AM5', 'AM4', 'LGA1851', 'LGA1700'];
const MEMORY_TYPES = ['DDR5', 'DDR4'];
const BOARD_FORM_FACTORS = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'];
const STORAGE_INTERFACES = ['M.2', 'SATA'];

/** The filters beyond search and maker that matter for each kind of part. */
export const PICKER_FILTERS: Record<PartCategory, PickerFilter[]> = {
  cpu: [{ key: 'sockets', label: 'Socket', options: SOCKETS }],
  cpu_cooler: [],
  motherboard: [
    { key: 'sockets', label: 'Socket', options: SOCKETS },
    { key: 'memoryTypes', label: 'Memory type', options: MEMORY_TYPES },
    { key: 'boardFormFactors', label: 'Form factor', options: BOARD_FORM_FACTORS },
  ],
  ram: [{ key: 'memoryTypes', label: 'Memory type', options: MEMORY_TYPES }],
  storage: [{ key: 'storageInterfaces', label: 'Interface', options: STORAGE_INTERFACES }],
  gpu: [],
  case: [],
  psu: [],
};
