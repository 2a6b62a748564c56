/** The OpenDB folders the builder uses, with the seed's category and file names. */
export const OPEN_DB_CATEGORIES = [
  { folder: 'CPU', category: 'cpu', file: 'cpus' },
  { folder: 'GPU', category: 'gpu', file: 'gpus' },
  { folder: 'Motherboard', category: 'motherboard', file: 'motherboards' },
  { folder: 'RAM', category: 'ram', file: 'ram' },
  { folder: 'Storage', category: 'storage', file: 'storage' },
  { folder: 'PSU', category: 'psu', file: 'psus' },
  { folder: 'PCCase', category: 'case', file: 'cases' },
  { folder: 'CPUCooler', category: 'cpu_cooler', file: 'cpu-coolers' },
  { folder: 'CaseFan', category: 'case_fan', file: 'case-fans' },
  { folder: 'Monitor', category: 'monitor', file: 'monitors' },
] as const;
export type OpenDbCategory = (typeof OPEN_DB_CATEGORIES)[number]['category'];
