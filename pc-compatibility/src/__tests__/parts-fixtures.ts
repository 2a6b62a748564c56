import type { PartInput } from '../parts';

/** Parts with the fields the rules read, values as in api/data/pc-parts (trimmed to what each test needs). */
let next = 0;
export function part(category: string, name: string, specs: Record<string, unknown>): PartInput {
  next += 1;
  return { id: `${category}-${next}`, name, category, specs };
}

export const ryzen9700x = part('cpu', 'AMD Ryzen 7 9700X', {
  socket: 'AM5',
  tdp_w: 65,
  memory_types: ['DDR5'],
  max_memory_gb: 256,
  includes_cooler: false,
  has_integrated_graphics: true,
});
export const corei5 = part('cpu', 'Intel Core i5 14600K', {
  socket: 'LGA1700',
  tdp_w: 125,
  memory_types: ['DDR5', 'DDR4'],
  max_memory_gb: 192,
  includes_cooler: false,
  has_integrated_graphics: true,
});
export const x870eBoard = part('motherboard', 'MSI MPG X870E CARBON MAX WIFI', {
  socket: 'AM5',
  form_factor: 'ATX',
  memory_type: 'DDR5',
  memory_slots: 4,
  memory_max_gb: 256,
  m2_slots: [{ key: 'M' }, { key: 'M' }, { key: 'M' }, { key: 'M' }],
  m2_slot_count: 4,
  sata_6gbps_ports: 4,
});
export const itxBoard = part('motherboard', 'MSI MPG X870I EDGE TI EVO WIFI', {
  socket: 'AM5',
  form_factor: 'Mini-ITX',
  memory_type: 'DDR5',
  memory_slots: 2,
  memory_max_gb: 128,
  m2_slots: [{ key: 'M' }, { key: 'E' }],
  m2_slot_count: 2,
  sata_6gbps_ports: 0,
});
export const z790Board = part('motherboard', 'Gigabyte Z790 AORUS ELITE AX', {
  socket: 'LGA1700',
  form_factor: 'ATX',
  memory_type: 'DDR5',
  memory_slots: 4,
  memory_max_gb: 256,
  m2_slot_count: 4,
  sata_6gbps_ports: 6,
});
export const ddr4Board = part('motherboard', 'ASUS PRIME B760M-A D4', {
  socket: 'LGA1700',
  form_factor: 'Micro-ATX',
  memory_type: 'DDR4',
  memory_slots: 4,
  memory_max_gb: 128,
  m2_slot_count: 2,
  sata_6gbps_ports: 4,
});
export const ddr5Kit = part('ram', 'Crucial Pro 32GB (2x16GB) DDR5 6400', {
  memory_type: 'DDR5',
  capacity_gb: 32,
  modules: { quantity: 2, capacity_gb: 16 },
});
export const bigDdr5Kit = part('ram', 'Crucial 128GB (2x64GB) DDR5-5600', {
  memory_type: 'DDR5',
  capacity_gb: 128,
  modules: { quantity: 2, capacity_gb: 64 },
});
export const ddr4Kit = part('ram', 'Corsair VENGEANCE RGB PRO 16GB (2x8GB) DDR4 3200', {
  memory_type: 'DDR4',
  capacity_gb: 16,
  modules: { quantity: 2, capacity_gb: 8 },
});
export const nvme = (name = 'Samsung 990 PRO 2TB') =>
  part('storage', name, { interface: 'M.2 PCIe 4.0 x4', form_factor: 'M.2-2280', capacity_gb: 2000 });
export const sataSsd = (name = 'Samsung 870 EVO 1TB') =>
  part('storage', name, { interface: 'SATA 6.0 Gb/s', form_factor: '2.5"', capacity_gb: 1000 });
export const rtx5090 = part('gpu', 'MSI SUPRIM SOC GeForce RTX 5090', { tdp_w: 575, length_mm: 359 });
export const rtx5070 = part('gpu', 'MSI GeForce RTX 5070 12G SHADOW 2X OC', { tdp_w: 250, length_mm: 242 });
export const midTower = part('case', 'Corsair FRAME 4000D', {
  supported_motherboard_form_factors: ['ATX', 'Mini-ITX', 'Micro-ATX', 'E-ATX'],
  max_gpu_length_mm: 430,
  max_cpu_cooler_height_mm: 170,
  supported_psu_form_factors: ['ATX'],
  max_psu_length_mm: 220,
});
export const itxCase = part('case', 'NZXT H2 Flow', {
  supported_motherboard_form_factors: ['Mini-ITX'],
  max_gpu_length_mm: 331,
  max_cpu_cooler_height_mm: 75,
  supported_psu_form_factors: ['SFX', 'SFX-L'],
  max_psu_length_mm: null,
});
export const unstatedPsuCase = part('case', 'Lian Li LANCOOL 216', {
  supported_motherboard_form_factors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  max_gpu_length_mm: 392,
  max_cpu_cooler_height_mm: 180,
  supported_psu_form_factors: [],
  max_psu_length_mm: null,
});
export const atx850 = part('psu', 'Corsair RM850e', { wattage_w: 850, form_factor: 'ATX', length_mm: 140 });
export const atx650 = part('psu', 'MSI MAG A650GLS PCIE5', { wattage_w: 650, form_factor: 'ATX', length_mm: 150 });
export const longAtx = part('psu', 'Seasonic PRIME TX-1600', { wattage_w: 1600, form_factor: 'ATX', length_mm: 230 });
export const sfx750 = part('psu', 'Cooler Master V SFX 750W', { wattage_w: 750, form_factor: 'SFX', length_mm: 100 });
export const towerCooler = part('cpu_cooler', 'Cooler Master Hyper 212 Black Edition', {
  cooler_type: 'air',
  supported_sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  height_mm: 159,
  fan_quantity: 1,
});
export const aioCooler = part('cpu_cooler', 'NZXT Kraken Plus 240', {
  cooler_type: 'liquid (AIO)',
  supported_sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
  height_mm: 56,
  radiator_size_mm: 240,
});
export const am4OnlyCooler = part('cpu_cooler', 'AMD Wraith Prism', {
  cooler_type: 'air',
  supported_sockets: ['AM4'],
  height_mm: 93,
});
