import { type BuildPart, specsOf } from '../features/custom-pc-build/build-part-fields';

/** Parts as the API serves them (trimmed specs from api/data/pc-parts). */
export const ryzen7700x: BuildPart = {
  id: 'cpu-7700x',
  category: 'CPU',
  manufacturer: 'AMD',
  name: 'AMD Ryzen 7 7700X',
  listPrice: {
    kind: 'PART',
    amountCents: 39900,
    currency: 'USD',
    source: 'Gamereactor, 30 August 2022',
    sourceUrl: 'https://www.gamereactor.eu/amd-reveals',
  },
  specs: {
    socket: 'AM5',
    cores: 8,
    boost_clock_ghz: 5.4,
    tdp_w: 105,
    memory_types: ['DDR5'],
    max_memory_gb: 128,
    includes_cooler: false,
    has_integrated_graphics: true,
  },
};

export const am5Board: BuildPart = {
  id: 'board-b650',
  category: 'MOTHERBOARD',
  manufacturer: 'MSI',
  name: 'MSI PRO B650M-P',
  listPrice: null,
  specs: {
    socket: 'AM5',
    form_factor: 'Micro-ATX',
    memory_type: 'DDR5',
    memory_slots: 4,
    memory_max_gb: 192,
    m2_slot_count: 2,
    sata_6gbps_ports: 4,
  },
};

export const lga1700Board: BuildPart = {
  id: 'board-z790',
  category: 'MOTHERBOARD',
  manufacturer: 'Gigabyte',
  name: 'Gigabyte Z790 AORUS ELITE AX',
  listPrice: null,
  specs: {
    socket: 'LGA1700',
    form_factor: 'ATX',
    memory_type: 'DDR5',
    memory_slots: 4,
    memory_max_gb: 256,
    m2_slot_count: 4,
    sata_6gbps_ports: 6,
  },
};

export const ddr5Kit: BuildPart = {
  id: 'ram-32',
  category: 'RAM',
  manufacturer: 'Crucial',
  name: 'Crucial Pro 32GB (2x16GB) DDR5-6000',
  listPrice: null,
  specs: {
    memory_type: 'DDR5',
    speed_mts: 6000,
    capacity_gb: 32,
    modules: { quantity: 2, capacity_gb: 16 },
    cas_latency: 36,
  },
};

export const SOCKET_ERROR =
  'CPU socket AM5 does not match motherboard socket LGA1700: AMD Ryzen 7 7700X does not fit Gigabyte Z790 AORUS ELITE AX.';

const pagination = (totalItems: number) => ({
  currentPage: 1,
  totalPages: Math.max(1, Math.ceil(totalItems / 10)),
  totalItems,
  itemsPerPage: 10,
  hasNextPage: totalItems > 10,
  hasPreviousPage: false,
});

/** A pcPartPicker answer: compatible parts first, then the ones that do not fit with their reasons. */
export function pickerPage(
  items: { part: BuildPart; problems?: { severity: 'ERROR' | 'WARNING'; message: string }[] }[],
) {
  return {
    pcPartPicker: {
      items: items.map(({ part, problems = [] }) => ({
        part,
        problems,
        compatible: !problems.some((problem) => problem.severity === 'ERROR'),
      })),
      totalCount: items.length,
      pagination: pagination(items.length),
      manufacturers: [...new Set(items.map(({ part }) => part.manufacturer))],
      optionCounts: optionCountsOf(items.map(({ part }) => part)),
    },
  };
}

const spec = (part: BuildPart, key: string) => {
  const value = specsOf(part)[key];
  return typeof value === 'string' ? value : null;
};

/** The API's option counts over the listed parts: each maker, socket and memory type with how many have it (keyed as PART_FILTERS). */
function optionCountsOf(parts: readonly BuildPart[]) {
  const group = (key: string, values: (string | null | undefined)[]) => {
    const counts = new Map<string, number>();
    for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    return { key, values: [...counts.keys()], counts: [...counts.values()] };
  };
  return [
    group(
      'manufacturers',
      parts.map((part) => part.manufacturer),
    ),
    group('socket', ['AM5', 'LGA1700', ...parts.map((part) => spec(part, 'socket'))]),
    group(
      'memoryType',
      parts.map((part) => spec(part, 'memory_type')),
    ),
    { key: 'maxPriceCents', values: ['20000'], counts: [0] },
  ];
}

/** pcPartsByIds over the fixtures. */
export function partsByIds(parts: readonly BuildPart[]) {
  return (variables: Record<string, unknown>) => ({
    data: {
      pcPartsByIds: (variables.ids as string[]).map((id) => parts.find((part) => part.id === id)).filter(Boolean),
    },
  });
}
