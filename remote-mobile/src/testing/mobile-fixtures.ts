import type { MobileSpecDocument } from '../features/mobile-model/mobile-model-queries';
import type { MobileFeatures } from '../mobile-spec-sheet/mobile-feature-fragment';

export function mobileFeatures(overrides: Partial<MobileFeatures> = {}): MobileFeatures {
  return {
    availability: { announced: '2024-08-13', released: '2024-08-22' },
    network: { _2g: 'GSM', _3g: 'UMTS', _4g: 'LTE', _5g: 'NR', Sim: 'Nano-SIM and eSIM' },
    cpu: {
      name: 'Google Tensor G4',
      size: null,
      no_of_cores: '8',
      speed: '3.1 GHz',
      transistor_count: null,
      cpu_cache: null,
      gpu: 'Mali-G715',
    },
    display: {
      type: 'OLED',
      screenSize: '6.3 inches',
      resolution: '1080x2424',
      refresh_rate: '120 Hz',
      brightness: null,
      HDR: null,
      aspectRatio: null,
      displayRatio: null,
      pixelDensity: null,
      panelBitDepth: null,
      alwaysOnDisplay: null,
      curvedEdges: null,
      protection: null,
      protectiveGlass: null,
    },
    storage: { internal: '128/256 GB', internal_type: null, external: 'No' },
    ram: { size: '12 GB', type: null },
    rear_camera: { cameras: ['50 MP (main)', '48 MP (ultrawide)'], video: null, zoom: null },
    front_camera: { cameras: ['10.5 MP (front)'], video: null, zoom: null },
    sound: { loud_speaker: null, jack: 'No' },
    wireless: { wifi: '802.11 be', bluetooth: '5.3', nfc: 'Yes', usb: null, gps: 'Yes', fm: 'No', color: null },
    battery: { type: 'Li-Ion', capacity: '4700 mAh', removable: 'No', charging: '27W wired', usage: null },
    ...overrides,
  };
}

export function mobileFeature(overrides: Partial<MobileSpecDocument> = {}): MobileSpecDocument {
  return {
    companyName: 'Google',
    companyPath: 'google',
    model: 'Pixel 9',
    path: 'pixel-9',
    series: 'Pixel',
    published: true,
    highlights: ['6.3 inches OLED display'],
    drawbacks: ['No headphone jack'],
    sourceUrl: 'https://wiki.lineageos.org/devices/tokay/',
    headerBanner: {
      title: 'Google Pixel 9',
      released: '2024-08-22',
      colors: ['Obsidian', 'Porcelain'],
      liked: 5,
      disliked: 1,
      price: '$799',
      images: ['/media/phones/google-pixel-9.svg', '/media/phones/google-pixel-9-back.svg'],
      availablein: [
        { name: 'Amazon', url: 'https://www.amazon.com/s?k=Pixel%209' },
        { name: 'Best Buy', url: 'https://www.bestbuy.com/site/searchpage.jsp?st=Pixel%209' },
      ],
    },
    subHeaderBanner: {
      screenResolution: '1080x2424',
      screenSize: '6.3 inches',
      cameraResolution: '50 MP',
      cameraVideo: null,
      ram: '12 GB',
      cpu: 'Google Tensor G4',
      battery: '4700 mAh',
      chargingSpeed: '27W wired',
    },
    features: mobileFeatures(),
    standing: [
      { key: 'BATTERY', value: 4700, higherIsBetter: true, percentile: 61, rankedAmong: 2408 },
      { key: 'PRICE', value: 799, higherIsBetter: false, percentile: 23, rankedAmong: 1310 },
    ],
    ...overrides,
  };
}

export function phoneFinderItem(index: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PhoneFinderItem',
    companyPath: 'google',
    companyName: 'Google',
    name: `Pixel ${index}`,
    path: `pixel-${index}`,
    img: null,
    listPriceCents: 49_900,
    currency: 'USD',
    displayInches: 6.3,
    refreshHz: 120,
    ramGb: 8,
    storageGb: 256,
    batteryMah: 5100,
    mainCameraMp: 48,
    has5g: true,
    ...overrides,
  };
}

/** Option counts as the API shapes them: each filter field with its options' values and counts. */
const PHONE_OPTION_COUNTS: Record<string, [string, number][]> = {
  companyPaths: [
    ['google', 2],
    ['samsung', 0],
  ],
  minPriceCents: [
    ['20000', 2],
    ['60000', 0],
  ],
  maxPriceCents: [
    ['30000', 0],
    ['60000', 2],
    ['100000', 2],
  ],
  minDisplayInches: [['6', 2]],
  maxDisplayInches: [['6.5', 2]],
  minResolutionPx: [
    ['1080', 2],
    ['1440', 0],
  ],
  minRefreshHz: [['120', 2]],
  minRamGb: [
    ['8', 2],
    ['12', 0],
  ],
  minStorageGb: [
    ['128', 2],
    ['1024', 0],
  ],
  minMainCameraMp: [['48', 2]],
  minBatteryMah: [
    ['4000', 3],
    ['5000', 2],
    ['6000', 0],
  ],
  minWiredChargingW: [['20', 1]],
  minIpRating: [['68', 1]],
  minReleaseYear: [
    ['2025', 1],
    ['2024', 2],
  ],
  maxReleaseYear: [
    ['2025', 2],
    ['2024', 1],
  ],
  panels: [
    ['OLED', 2],
    ['LCD', 0],
  ],
  chipsetMakers: [
    ['GOOGLE', 2],
    ['QUALCOMM', 0],
  ],
  has5g: [['true', 2]],
  nfc: [['true', 2]],
  headphoneJack: [['true', 0]],
  cardSlot: [['true', 0]],
  wirelessCharging: [['true', 1]],
};

/** The ranges' histograms as the API answers them: bars fixed from the catalogue's range, counts following the filters. */
export const PHONE_HISTOGRAMS = [
  { key: 'priceCents', min: 10_000, max: 130_000, bucketWidth: 10_000, counts: [1, 4, 9, 12, 8, 6, 4, 3, 2, 1, 0, 1] },
  { key: 'displayInches', min: 5.8, max: 7, bucketWidth: 0.2, counts: [1, 2, 6, 14, 10, 3] },
  { key: 'batteryMah', min: 3000, max: 6500, bucketWidth: 500, counts: [1, 2, 5, 9, 12, 7, 2] },
];

export function phoneFinderAnswer(total: number, page = 1, limit = 15) {
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const totalPages = Math.ceil(total / limit);
  return {
    data: {
      phoneFinder: {
        items: Array.from({ length: count }, (_, index) => phoneFinderItem((page - 1) * limit + index + 1)),
        totalCount: total,
        pagination: {
          currentPage: page,
          totalPages,
          totalItems: total,
          itemsPerPage: limit,
          hasNextPage: page < totalPages,
          hasPreviousPage: page > 1,
        },
        optionCounts: Object.entries(PHONE_OPTION_COUNTS).map(([key, options]) => ({
          key,
          values: options.map(([value]) => value),
          counts: options.map(([, optionCount]) => optionCount),
        })),
        histograms: PHONE_HISTOGRAMS,
        brands: [
          { companyPath: 'google', companyName: 'Google' },
          { companyPath: 'samsung', companyName: 'Samsung' },
        ],
        releaseYears: [2025, 2024],
      },
    },
  };
}
