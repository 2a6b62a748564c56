import type { LaptopSpecDocument } from '../features/laptop-model/laptop-model-queries';
import type { LaptopFeatures } from '../laptop-spec-sheet/laptop-feature-fragment';

/** The Dell XPS 13 9350 as the API serves it (values from the seed; unknown ones null). */
export function laptopFeatures(overrides: Partial<LaptopFeatures> = {}): LaptopFeatures {
  return {
    availability: { announced: null, released: '2024-09-24' },
    cpu: {
      name: 'Intel Core Ultra 7 258V',
      size: '3 nm',
      no_of_cores: '8 (4P + 4E)',
      speed: 'up to 4.8 GHz',
      transistor_count: null,
      gpu: 'Intel Arc 140V',
    },
    display: {
      type: 'IPS',
      screenSize: '13.4 inches',
      resolution: '1920 x 1200',
      refresh_rate: '120 Hz',
      brightness: '500 nits',
      hdr: 'No',
      aspectRatio: '16:10',
    },
    ram: { size: '32 GB', type: 'LPDDR5X-8533 on package' },
    storage: { internal: '512 GB', internal_type: 'PCIe 4.0 NVMe SSD', external: 'No card reader' },
    camera: { cameras: ['1080p FHD IR camera'], video: null },
    wireless: { wifi: 'Wi-Fi 7', bluetooth: '5.4', ports: ['2x Thunderbolt 4 / USB-C'], nfc: null },
    sound: { loud_speaker: null, jack: 'No' },
    battery: { type: null, capacity: '55 Wh', charging: '60 W USB-C adapter', usage: 'Up to 20 hours local video' },
    build: {
      material: 'CNC aluminium and Gorilla Glass 3',
      keyboard: 'Zero-lattice backlit keyboard',
      trackpad: null,
      weight: '1.19 kg',
    },
    os: { preinstalled: 'Windows 11 Home', upgradeable: 'Windows 11 Pro (paid upgrade)' },
    ...overrides,
  };
}

export function laptopFeature(overrides: Partial<LaptopSpecDocument> = {}): LaptopSpecDocument {
  return {
    companyName: 'Dell',
    companyPath: 'dell',
    model: 'XPS 13 9350',
    path: 'xps-13-9350',
    series: 'XPS',
    highlights: ['Lunar Lake efficiency'],
    drawbacks: ['No headphone jack'],
    sourceUrl: 'https://www.dell.com/en-us/shop/dell-laptops/xps-13-laptop/spd/xps-13-9350-laptop',
    headerBanner: {
      title: 'Dell XPS 13 9350',
      released: '2024-09-24',
      colors: ['Graphite', 'Platinum'],
      liked: 0,
      disliked: 0,
      price: '$1,399.99 (US list price)',
      images: ['/media/laptops/dell-xps-13-9350.svg'],
    },
    features: laptopFeatures(),
    standing: [
      { key: 'BATTERY_WH', value: 55, higherIsBetter: true, percentile: 31, rankedAmong: 40 },
      { key: 'WEIGHT', value: 1.19, higherIsBetter: false, percentile: 72, rankedAmong: 40 },
    ],
    ...overrides,
  };
}

/** A second laptop for comparisons: heavier, more memory, cheaper. */
export function otherLaptopFeature(): LaptopSpecDocument {
  return laptopFeature({
    companyName: 'HP',
    companyPath: 'hp',
    model: 'OMEN 16 (2025)',
    path: 'omen-16-2025',
    headerBanner: {
      title: 'HP OMEN 16 (2025)',
      released: '2025-04',
      colors: [],
      liked: 0,
      disliked: 0,
      price: '$1,299.99 (US list price)',
      images: [],
    },
    features: laptopFeatures({
      ram: { size: '64 GB', type: 'DDR5-5600' },
      build: { material: 'Plastic', keyboard: null, trackpad: null, weight: '2.35 kg' },
    }),
  });
}

export const laptopCompanies = {
  data: {
    companies: [
      { name: 'Dell', logo: '/media/logos/dell.svg', path: 'dell', ordinal: 2 },
      { name: 'HP', logo: '/media/logos/hp.svg', path: 'hp', ordinal: 3 },
    ],
  },
};

export function finderItem(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LaptopFinderItem',
    companyPath: 'hp',
    companyName: 'HP',
    name: `OmniBook ${index}`,
    path: `omnibook-${index}`,
    img: null,
    series: 'OmniBook',
    listPriceCents: 99_999,
    currency: 'USD',
    screenInches: 14,
    ramGb: 16,
    storageGb: 1024,
    weightKg: 1.4,
    batteryWh: 64,
    ...overrides,
  };
}

/** Every counted option of the finder, as the API answers them (the catalogue's brands, memory, storage, kinds, years). */
const FINDER_OPTION_COUNTS = [
  { key: 'companyPaths', values: ['dell', 'hp'], counts: [13, 18] },
  { key: 'minRamGb', values: ['8', '16', '32'], counts: [31, 25, 9] },
  { key: 'minStorageGb', values: ['256', '512', '1024'], counts: [31, 28, 12] },
  { key: 'cpuFamilies', values: ['APPLE_SILICON', 'INTEL_CORE_ULTRA', 'AMD_RYZEN'], counts: [6, 14, 11] },
  { key: 'gpuKind', values: ['INTEGRATED', 'DEDICATED'], counts: [24, 7] },
  { key: 'operatingSystems', values: ['WINDOWS', 'MACOS', 'CHROMEOS'], counts: [22, 6, 3] },
  { key: 'minReleaseYear', values: ['2025', '2024', '2023'], counts: [12, 25, 31] },
  { key: 'maxReleaseYear', values: ['2025', '2024', '2023'], counts: [31, 19, 6] },
];

export function finderResults(total: number, page = 1, limit = 12) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const totalPages = Math.ceil(total / limit);
  return {
    data: {
      laptopFinder: {
        items: Array.from({ length: count }, (_, index) => finderItem((page - 1) * limit + index + 1)),
        totalCount: total,
        pagination: {
          currentPage: page,
          totalPages,
          totalItems: total,
          itemsPerPage: limit,
          hasNextPage: page < totalPages,
          hasPreviousPage: page > 1,
        },
        histograms: [
          { key: 'priceCents', min: 40_000, max: 440_000, bucketWidth: 50_000, counts: [2, 6, 9, 8, 6, 4, 3, 2] },
          { key: 'screenInches', min: 13, max: 18.5, bucketWidth: 0.5, counts: [3, 5, 8, 2, 6, 3, 4, 1, 2, 0, 1] },
          { key: 'weightKg', min: 1, max: 3.5, bucketWidth: 0.25, counts: [1, 3, 6, 8, 7, 5, 4, 2, 1, 1] },
        ],
        optionCounts: FINDER_OPTION_COUNTS,
        brands: [
          { companyPath: 'dell', companyName: 'Dell' },
          { companyPath: 'hp', companyName: 'HP' },
        ],
        releaseYears: [2025, 2024, 2023],
      },
    },
  };
}
