import type { PagePart } from '../features/part-pages/part-page-fields';

/** Parts as the API's pcPart serves them: the records of api/data/pc-parts, whole. */
export const ryzen7700x: PagePart = {
  id: '60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9',
  category: 'CPU',
  manufacturer: 'AMD',
  name: 'AMD Ryzen 7 7700X',
  releaseYear: 2022,
  listPrice: {
    amountCents: 39900,
    currency: 'USD',
    kind: 'PART',
    sources: [
      {
        title: 'Gamereactor, 30 August 2022: AMD reveals 4 CPUs in the new 5nm Ryzen 7000 series',
        url: 'https://www.gamereactor.eu/amd-reveals-4-cpus-in-the-new-5nm-ryzen-7000-series-1180923/',
      },
    ],
  },
  specs: {
    id: '60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9',
    category: 'cpu',
    manufacturer: 'AMD',
    name: 'AMD Ryzen 7 7700X',
    series: 'Ryzen 7 7000',
    variant: '7700X',
    release_year: 2022,
    part_numbers: ['100-100000591WOF', 'RYZEN 7 7700X'],
    manufacturer_url: 'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7700x.html',
    retailer_skus: { amazon: 'B0BBHHT8LY', newegg: 'N82E16819113768' },
    socket: 'AM5',
    family: 'Ryzen 7 7000',
    microarchitecture: 'Zen 4',
    core_family: 'Raphael',
    cores: 8,
    threads: 16,
    performance_cores: null,
    efficiency_cores: null,
    base_clock_ghz: 4.5,
    boost_clock_ghz: 5.4,
    l2_cache_mb: 8,
    l3_cache_mb: 32,
    tdp_w: 105,
    memory_types: ['DDR5'],
    memory_channels: 2,
    max_memory_gb: 128,
    ecc_support: true,
    integrated_graphics: 'AMD Radeon Graphics',
    has_integrated_graphics: true,
    includes_cooler: false,
    smt: true,
    lithography: 'TSMC 5nm FinFET, TSMC 6nm FinFET',
    packaging: 'Boxed',
  },
};

export const ryzen7950x: PagePart = {
  ...ryzen7700x,
  id: '63f23f26-d52c-4e3c-be6e-0d25163cff59',
  name: 'AMD Ryzen 9 7950X',
  listPrice: { ...ryzen7700x.listPrice!, amountCents: 69900 },
  specs: {
    ...(ryzen7700x.specs as Record<string, unknown>),
    id: '63f23f26-d52c-4e3c-be6e-0d25163cff59',
    name: 'AMD Ryzen 9 7950X',
    series: 'Ryzen 9 7000',
    variant: '7950X',
    part_numbers: ['100-100000514WOF', 'RYZEN 9 7950X'],
    cores: 16,
    threads: 32,
    boost_clock_ghz: 5.7,
    l2_cache_mb: 16,
    l3_cache_mb: 64,
    tdp_w: 170,
  },
};

export const arcB580: PagePart = {
  id: '7bd51d70-c459-4530-82bd-258ec2f38560',
  category: 'GPU',
  manufacturer: 'Intel',
  name: 'Intel Arc B580 Limited Edition 12GB GDDR6',
  releaseYear: 2024,
  // A partner board would carry its chipset's price; this is Intel's own card, priced as its chipset.
  listPrice: {
    amountCents: 24900,
    currency: 'USD',
    kind: 'CHIPSET',
    sources: [
      { title: 'Intel Arc B580 announcement', url: 'https://www.intel.com/arc-b580' },
      { title: 'Tom’s Hardware, 3 December 2024', url: 'https://www.tomshardware.com/arc-b580' },
    ],
  },
  specs: {
    chipset_manufacturer: 'Intel',
    chipset: 'Arc B580',
    memory_gb: 12,
    memory_type: 'GDDR6',
    memory_bus_bits: 192,
    core_base_clock_mhz: 2670,
    core_boost_clock_mhz: 2670,
    interface: 'PCIe 4.0 x8',
    tdp_w: 190,
    length_mm: 272,
    slot_width: 2,
    power_connectors: { pcie_6_pin: 0, pcie_8_pin: 1, pcie_12vhpwr: 0, pcie_12v_2x6: 0 },
    video_outputs: { displayport_2_1: 3, hdmi_2_1a: 1 },
    cooling: '1 Fan',
    color: ['BLACK'],
  },
};

export const b650Board: PagePart = {
  id: '011e1664-de3e-4923-9e24-1ba2dbb138e6',
  category: 'MOTHERBOARD',
  manufacturer: 'MSI',
  name: 'MSI PRO B650M-P',
  releaseYear: 2023,
  listPrice: null,
  specs: {
    socket: 'AM5',
    chipset: 'AMD B650',
    form_factor: 'Micro-ATX',
    memory_type: 'DDR5',
    memory_slots: 4,
    memory_max_gb: 256,
    ecc_support: null,
    m2_slots: [
      { size: '2280/2260', key: 'M', interface: 'PCIe 4.0 x4', _id: '69b3ab8ece32fbd0888309a5' },
      { size: '2260/ 2280', key: 'M', interface: 'PCIe 4.0 x4' },
    ],
    m2_slot_count: 2,
    sata_6gbps_ports: 4,
    pcie_slots: [
      { gen: '4.0', quantity: 1, lanes: 16 },
      { gen: '3.0', quantity: 2, lanes: 1 },
    ],
    power_connectors: { cpu_power: ['8-pin', '8-pin'], main_power: '24-pin' },
    onboard_ethernet: [{ speed: '2.5 Gb/s', controller: 'Realtek 8125BG' }],
    color: ['BLACK', 'GREY'],
  },
};

/** pcPartsByIds over the fixtures, in the order asked. */
export function partsByIds(parts: readonly PagePart[]) {
  return (variables: Record<string, unknown>) => ({
    data: {
      pcPartsByIds: (variables.ids as string[]).flatMap((id) => parts.filter((part) => part.id === id)),
    },
  });
}

/** CompatibleParts_Count: `compatible` of `every` parts of each category. */
export function compatibleCounts(counts: Record<string, [compatible: number, every: number]>) {
  return (variables: Record<string, unknown>) => {
    const [compatible, every] = counts[variables.category as string] ?? [0, 0];
    const page = (totalCount: number) => ({ totalCount });
    return { data: { compatible: page(compatible), every: page(every) } };
  };
}
