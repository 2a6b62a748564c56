import { type SourceCheck } from './source-checks';

/**
 * Current flagships missing from the wiki data, written by the team from the makers' published specifications
 * (apple.com tech specs, samsung.com specs). Prices are US launch list prices. Battery capacities for iPhones are
 * from regulatory filings, as Apple publishes only playback hours.
 */
export interface FlagshipPhone {
  brand: string;
  model: string;
  series: string;
  announced: string;
  released: string;
  price: string;
  colors: string[];
  chip: string;
  sourceUrl: string;
  /**
   * Pages that state some of this phone's values (named as the top-level fields here) and agree with them. A group
   * (display, rear, battery, ...) is named when the page states what makes it this phone's (size, resolution and
   * brightness; megapixels; capacity and charging watts) and nothing it states disagrees; a group whose stated parts
   * no page gives (network bands, the speaker layout) stays unverified.
   */
  checked?: SourceCheck[];
  highlights: string[];
  drawbacks: string[];
  network: { _2g: string; _3g: string; _4g: string; _5g: string; Sim: string };
  cpu: {
    name: string;
    size: string;
    no_of_cores: string;
    speed: string | null;
    transistor_count: string | null;
    cpu_cache: string | null;
    gpu: string;
  };
  display: {
    alwaysOnDisplay: string;
    aspectRatio: string;
    brightness: string;
    curvedEdges: string;
    displayRatio: string | null;
    HDR: string;
    panelBitDepth: string | null;
    pixelDensity: string;
    protection: string;
    protectiveGlass: string;
    refresh_rate: string;
    resolution: string;
    screenSize: string;
    type: string;
  };
  storage: { internal: string; internal_type: string; external: string };
  ram: { size: string; type: string | null };
  rear: { cameras: string[]; video: string; zoom: string };
  front: { cameras: string[]; video: string; zoom: string | null };
  sound: { loud_speaker: string; jack: string };
  wireless: { bluetooth: string; color: string; fm: string; gps: string; nfc: string; usb: string; wifi: string };
  battery: { type: string; capacity: string; charging: string; usage: string };
}

const APPLE_NETWORK = {
  _2g: 'GSM/EDGE (850, 900, 1800, 1900 MHz)',
  _3g: 'UMTS/HSPA+/DC-HSDPA',
  _4g: 'Gigabit LTE with 4x4 MIMO and LAA',
  _5g: '5G (sub-6 GHz and mmWave in the US models)',
  Sim: 'eSIM only (US models); nano-SIM and eSIM elsewhere',
};

const SAMSUNG_NETWORK = {
  _2g: 'GSM, CDMA',
  _3g: 'HSPA, EV-DO',
  _4g: 'LTE Cat.20',
  _5g: '5G sub-6 GHz and mmWave (US carrier models)',
  Sim: 'Nano-SIM and eSIM',
};

interface IphoneSpec {
  model: string;
  announced: string;
  released: string;
  price: string;
  colors: string[];
  chip: string;
  cpuCores: string;
  gpu: string;
  size: string;
  resolution: string;
  refresh: string;
  alwaysOn: boolean;
  brightness: string;
  glass: string;
  storage: string;
  ram: string;
  rear: string[];
  video: string;
  zoom: string;
  front: string;
  frontVideo: string;
  capacity: string;
  charging: string;
  usage: string;
  usb: string;
  wifi: string;
  bluetooth: string;
  highlights: string[];
  drawbacks: string[];
  sourceUrl: string;
  checked?: SourceCheck[];
}

function iphone(spec: IphoneSpec): FlagshipPhone {
  return {
    brand: 'Apple',
    model: spec.model,
    series: 'iPhone',
    announced: spec.announced,
    released: spec.released,
    price: spec.price,
    colors: spec.colors,
    chip: spec.chip,
    sourceUrl: spec.sourceUrl,
    checked: spec.checked,
    highlights: spec.highlights,
    drawbacks: spec.drawbacks,
    network: APPLE_NETWORK,
    cpu: {
      name: spec.chip,
      size: '3 nm',
      no_of_cores: spec.cpuCores,
      speed: null,
      transistor_count: null,
      cpu_cache: null,
      gpu: spec.gpu,
    },
    display: {
      alwaysOnDisplay: spec.alwaysOn ? 'Yes' : 'No',
      aspectRatio: '19.5:9',
      brightness: spec.brightness,
      curvedEdges: 'No',
      displayRatio: null,
      HDR: 'HDR10, Dolby Vision',
      panelBitDepth: null,
      pixelDensity: '460 ppi',
      protection: 'IP68 (6 m for up to 30 minutes)',
      protectiveGlass: spec.glass,
      refresh_rate: spec.refresh,
      resolution: spec.resolution,
      screenSize: spec.size,
      type: 'Super Retina XDR OLED',
    },
    storage: { internal: spec.storage, internal_type: 'NVMe', external: 'No' },
    ram: { size: spec.ram, type: 'LPDDR5X' },
    rear: { cameras: spec.rear, video: spec.video, zoom: spec.zoom },
    front: { cameras: [spec.front], video: spec.frontVideo, zoom: null },
    sound: { loud_speaker: 'Stereo speakers', jack: 'No' },
    wireless: {
      bluetooth: spec.bluetooth,
      color: spec.colors.join(', '),
      fm: 'No',
      gps: 'GPS, GLONASS, Galileo, QZSS, BeiDou, NavIC',
      nfc: 'Yes (Apple Pay)',
      usb: spec.usb,
      wifi: spec.wifi,
    },
    battery: { type: 'Li-Ion', capacity: spec.capacity, charging: spec.charging, usage: spec.usage },
  };
}

const GOOGLE_NETWORK = {
  _2g: 'GSM/EDGE (850, 900, 1800, 1900 MHz)',
  _3g: 'UMTS/HSPA+/HSDPA',
  _4g: 'LTE, up to 4x4 MIMO',
  _5g: '5G sub-6 GHz and mmWave (selected models)',
  Sim: 'Nano-SIM and eSIM',
};

interface AndroidSpec {
  brand: string;
  model: string;
  series: string;
  announced: string;
  released: string;
  price: string;
  colors: string[];
  chip: string;
  cpu: FlagshipPhone['cpu'];
  size: string;
  resolution: string;
  type: string;
  refresh: string;
  brightness: string;
  ppi: string;
  glass: string;
  protection: string;
  storage: string;
  storageType: string;
  ram: string;
  rear: string[];
  video: string;
  zoom: string;
  front: string;
  frontVideo: string;
  capacity: string;
  charging: string;
  usage: string;
  usb: string;
  wifi: string;
  bluetooth: string;
  highlights: string[];
  drawbacks: string[];
  sourceUrl: string;
  checked?: SourceCheck[];
  network?: FlagshipPhone['network'];
}

function android(spec: AndroidSpec): FlagshipPhone {
  return {
    brand: spec.brand,
    model: spec.model,
    series: spec.series,
    announced: spec.announced,
    released: spec.released,
    price: spec.price,
    colors: spec.colors,
    chip: spec.chip,
    sourceUrl: spec.sourceUrl,
    checked: spec.checked,
    highlights: spec.highlights,
    drawbacks: spec.drawbacks,
    network: spec.network ?? GOOGLE_NETWORK,
    cpu: spec.cpu,
    display: {
      alwaysOnDisplay: 'Yes',
      aspectRatio: '20:9',
      brightness: spec.brightness,
      curvedEdges: 'No',
      displayRatio: null,
      HDR: 'HDR10+',
      panelBitDepth: null,
      pixelDensity: spec.ppi,
      protection: spec.protection,
      protectiveGlass: spec.glass,
      refresh_rate: spec.refresh,
      resolution: spec.resolution,
      screenSize: spec.size,
      type: spec.type,
    },
    storage: { internal: spec.storage, internal_type: spec.storageType, external: 'No' },
    ram: { size: spec.ram, type: 'LPDDR5X' },
    rear: { cameras: spec.rear, video: spec.video, zoom: spec.zoom },
    front: { cameras: [spec.front], video: spec.frontVideo, zoom: null },
    sound: { loud_speaker: 'Stereo speakers', jack: 'No' },
    wireless: {
      bluetooth: spec.bluetooth,
      color: spec.colors.join(', '),
      fm: 'No',
      gps: 'GPS, GLONASS, Galileo, QZSS, BeiDou, NavIC',
      nfc: 'Yes',
      usb: spec.usb,
      wifi: spec.wifi,
    },
    battery: { type: 'Li-Ion', capacity: spec.capacity, charging: spec.charging, usage: spec.usage },
  };
}

const TENSOR_G4: FlagshipPhone['cpu'] = {
  name: 'Google Tensor G4',
  size: '4 nm',
  no_of_cores: '8 (1 + 3 + 4)',
  speed: '3.1 GHz + 2.6 GHz + 1.92 GHz',
  transistor_count: null,
  cpu_cache: null,
  gpu: 'Arm Mali-G715 MP7',
};

const IPHONE_16_CHARGING = 'Wired: up to 50% in 30 min with a 20 W adapter; MagSafe wireless up to 25 W; Qi2';

/** The iPhone 16 and 16 Plus are covered by the same pages, each stating these values for both models. */
const IPHONE_16_CHECKS: SourceCheck[] = [
  {
    url: 'https://en.wikipedia.org/wiki/IPhone_16',
    values: ['announced', 'released', 'colors', 'chip', 'ram', 'storage', 'rear', 'front', 'wireless'],
  },
  { url: 'https://incomeintelligence.com/apple-iphone-16/', values: ['released', 'price', 'chip', 'display'] },
  {
    url: 'https://tech.hindustantimes.com/mobile/news/iphone-16-iphone-16-plus-launched-with-new-capture-button-a18-chip-and-more-all-details-71725906412552.html',
    values: ['chip', 'display', 'rear'],
  },
  {
    url: 'https://www.findarticles.com/iphone-16-lineup-specs-prices-colors-and-more/?amp=1',
    values: ['colors', 'chip', 'cpu', 'ram', 'storage'],
  },
];

const IPHONE_17_CHARGING = 'Wired: up to 50% in 20 min with a 40 W adapter; MagSafe wireless up to 25 W; Qi2.2';

export const FLAGSHIP_PHONES: FlagshipPhone[] = [
  android({
    brand: 'Google',
    model: 'Pixel 9 Pro XL',
    series: 'Pixel',
    announced: '2024-08-13',
    released: '2024-08-22',
    price: '$1,099',
    colors: ['Obsidian', 'Porcelain', 'Hazel', 'Rose Quartz'],
    chip: 'Google Tensor G4',
    cpu: TENSOR_G4,
    size: '6.8 inches',
    resolution: '1344 x 2992',
    type: 'Super Actua LTPO OLED',
    refresh: '1-120 Hz',
    brightness: '2000 nits (HDR), 3000 nits (peak)',
    ppi: '486 ppi',
    glass: 'Corning Gorilla Glass Victus 2',
    protection: 'IP68',
    storage: '128 GB, 256 GB, 512 GB, 1 TB',
    storageType: 'UFS 3.1',
    ram: '16 GB',
    rear: ['50 MP Octa PD wide, f/1.68', '48 MP Quad PD ultrawide, f/1.7', '48 MP Quad PD 5x telephoto, f/2.8'],
    video: '8K at 30 fps (Video Boost), 4K at 24/30/60 fps',
    zoom: '5x optical, up to 30x Super Res Zoom',
    front: '42 MP Dual PD, f/2.2',
    frontVideo: '4K at 30/60 fps',
    capacity: '5060 mAh',
    charging: '37 W wired, 23 W wireless (Pixel Stand 2), Battery Share',
    usage: 'Over 24 hours',
    usb: 'USB-C 3.2',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: ['Triple camera with 5x telephoto', '42 MP front camera', '7 years of OS and security updates'],
    drawbacks: ['Tensor G4 runs warm under load', 'Heavy at 221 g'],
    sourceUrl: 'https://store.google.com/product/pixel_9_pro_specs',
    checked: [
      { url: 'https://en.wikipedia.org/wiki/Pixel_9', values: ['chip', 'cpu', 'network', 'rear', 'front', 'wireless'] },
      { url: 'https://wikimili.com/en/Pixel_9', values: ['released', 'ram', 'storage', 'battery'] },
      {
        url: 'https://techrile.com/google-pixel-9-pro-xl-review-new-era-beyond-2-giants',
        values: ['price', 'chip', 'cpu', 'display', 'ram', 'storage', 'wireless'],
      },
      { url: 'https://www.well-played.com.au/google-pixel-9-pro-xl-pixel-9-review/', values: ['colors', 'display'] },
      {
        url: 'https://phandroid.com/2024/08/13/the-pixel-9-pro-and-pro-xl-are-finally-here-but-google-continues-to-hold-back',
        values: ['announced', 'display'],
      },
    ],
  }),
  android({
    brand: 'Google',
    model: 'Pixel 9 Pro',
    series: 'Pixel',
    announced: '2024-08-13',
    released: '2024-09-04',
    price: '$999',
    colors: ['Obsidian', 'Porcelain', 'Hazel', 'Rose Quartz'],
    chip: 'Google Tensor G4',
    cpu: TENSOR_G4,
    size: '6.3 inches',
    resolution: '1280 x 2856',
    type: 'Super Actua LTPO OLED',
    refresh: '1-120 Hz',
    brightness: '2000 nits (HDR), 3000 nits (peak)',
    ppi: '495 ppi',
    glass: 'Corning Gorilla Glass Victus 2',
    protection: 'IP68',
    storage: '128 GB, 256 GB, 512 GB, 1 TB',
    storageType: 'UFS 3.1',
    ram: '16 GB',
    rear: ['50 MP Octa PD wide, f/1.68', '48 MP Quad PD ultrawide, f/1.7', '48 MP Quad PD 5x telephoto, f/2.8'],
    video: '8K at 30 fps (Video Boost), 4K at 24/30/60 fps',
    zoom: '5x optical, up to 30x Super Res Zoom',
    front: '42 MP Dual PD, f/2.2',
    frontVideo: '4K at 30/60 fps',
    capacity: '4700 mAh',
    charging: '27 W wired, 21 W wireless (Pixel Stand 2), Battery Share',
    usage: 'Over 24 hours',
    usb: 'USB-C 3.2',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: [
      'Pro cameras in a compact 6.3-inch body',
      'Bright 3000-nit display',
      '7 years of OS and security updates',
    ],
    drawbacks: ['Slower charging than rivals'],
    sourceUrl: 'https://store.google.com/product/pixel_9_pro_specs',
    checked: [
      { url: 'https://en.wikipedia.org/wiki/Pixel_9', values: ['chip', 'cpu', 'network', 'rear', 'front', 'wireless'] },
      { url: 'https://wikimili.com/en/Pixel_9', values: ['released', 'ram', 'storage', 'battery'] },
      { url: 'https://newstoday.app/?p=37008', values: ['chip', 'display'] },
      { url: 'https://www.well-played.com.au/google-pixel-9-pro-xl-pixel-9-review/', values: ['colors', 'display'] },
      { url: 'https://xchatx.com/2024/10/08/the-best-pixel-yet-gemini-aside', values: ['price', 'chip', 'ram'] },
      { url: 'https://www.androidpolice.com/google-pixel-9-pro-vs-pixel-8-pro/', values: ['price', 'ram', 'storage'] },
      {
        url: 'https://phandroid.com/2024/08/13/the-pixel-9-pro-and-pro-xl-are-finally-here-but-google-continues-to-hold-back',
        values: ['announced'],
      },
    ],
  }),
  android({
    brand: 'Google',
    model: 'Pixel 9',
    series: 'Pixel',
    announced: '2024-08-13',
    released: '2024-08-22',
    price: '$799',
    colors: ['Obsidian', 'Porcelain', 'Wintergreen', 'Peony'],
    chip: 'Google Tensor G4',
    cpu: TENSOR_G4,
    size: '6.3 inches',
    resolution: '1080 x 2424',
    type: 'Actua OLED',
    refresh: '60-120 Hz',
    brightness: '1800 nits (HDR), 2700 nits (peak)',
    ppi: '422 ppi',
    glass: 'Corning Gorilla Glass Victus 2',
    protection: 'IP68',
    storage: '128 GB, 256 GB',
    storageType: 'UFS 3.1',
    ram: '12 GB',
    rear: ['50 MP Octa PD wide, f/1.68', '48 MP Quad PD ultrawide, f/1.7'],
    video: '4K at 24/30/60 fps',
    zoom: 'Up to 8x Super Res Zoom',
    front: '10.5 MP Dual PD, f/2.2',
    frontVideo: '4K at 30/60 fps',
    capacity: '4700 mAh',
    charging: '27 W wired, 15 W wireless (Pixel Stand 2), 12 W Qi, Battery Share',
    usage: 'Over 24 hours',
    usb: 'USB-C 3.2',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: ['Tensor G4 with Gemini Nano', 'Bright Actua display', '7 years of OS and security updates'],
    drawbacks: ['No telephoto camera', 'Charger not included'],
    sourceUrl: 'https://store.google.com/product/pixel_9_specs',
    checked: [
      { url: 'https://en.wikipedia.org/wiki/Pixel_9', values: ['chip', 'cpu', 'network', 'rear', 'front', 'wireless'] },
      { url: 'https://wikimili.com/en/Pixel_9', values: ['released', 'ram', 'storage'] },
      {
        url: 'https://www.pocket-lint.com/google-pixel-9-vs-pixel-8/',
        values: ['announced', 'price', 'chip', 'ram', 'storage'],
      },
      {
        url: 'https://newstoday.app/trending-now/15/08/2024/the-google-pixel-9-might-have-priced-itself-out-of-contention/amp',
        values: ['display', 'front', 'ram', 'storage'],
      },
      { url: 'https://www.well-played.com.au/google-pixel-9-pro-xl-pixel-9-review/', values: ['colors', 'display'] },
    ],
  }),
  android({
    brand: 'Google',
    model: 'Pixel 9a',
    series: 'Pixel',
    announced: '2025-03-19',
    released: '2025-04-10',
    price: '$499',
    colors: ['Obsidian', 'Porcelain', 'Iris', 'Peony'],
    chip: 'Google Tensor G4',
    cpu: TENSOR_G4,
    size: '6.3 inches',
    resolution: '1080 x 2424',
    type: 'Actua pOLED',
    refresh: '60-120 Hz',
    brightness: '1800 nits (HDR), 2700 nits (peak)',
    ppi: '422 ppi',
    glass: 'Corning Gorilla Glass 3',
    protection: 'IP68',
    storage: '128 GB, 256 GB',
    storageType: 'UFS 3.1',
    ram: '8 GB',
    rear: ['48 MP Quad PD wide, f/1.7', '13 MP ultrawide, f/2.2'],
    video: '4K at 30/60 fps',
    zoom: 'Up to 8x Super Res Zoom',
    front: '13 MP, f/2.2',
    frontVideo: '4K at 30 fps',
    capacity: '5100 mAh',
    charging: '23 W wired, 7.5 W Qi wireless',
    usage: 'Over 30 hours',
    usb: 'USB-C 3.2',
    wifi: 'Wi-Fi 6E',
    bluetooth: '5.3',
    highlights: [
      'Flagship Tensor G4 at a mid-range price',
      'Largest battery in a Pixel at launch',
      'Flat camera bar-free design',
    ],
    drawbacks: ['Only 8 GB RAM', 'Slow wireless charging'],
    sourceUrl: 'https://store.google.com/product/pixel_9a_specs',
    checked: [
      {
        url: 'https://kindora.shop/2025/03/pixel-9a-launch-resumes-progress-yet-initial-concerns-persist',
        values: ['released', 'price', 'chip'],
      },
      {
        url: 'https://androidcentral.com/phones/google/the-pixel-9a-makes-me-feel-weird-in-a-good-way',
        values: ['chip'],
      },
      {
        url: 'https://allyoucantech.com/google-pixel-9a-versus-pixel-8a-significant-enhancements-and-variances-clarified',
        values: ['display'],
      },
      { url: 'https://androidports.com/articles/pixel-9a-what-google-sacrificed-to-keep-costs-down', values: ['ram'] },
      { url: 'https://www.androidcentral.com/phones/google/google-pixel-9a-vs-pixel-8a', values: ['chip'] },
    ],
  }),
  android({
    brand: 'OnePlus',
    model: '13',
    series: 'OnePlus',
    announced: '2024-10-31',
    released: '2025-01-07',
    price: '$899',
    colors: ['Black Eclipse', 'Arctic Dawn', 'Midnight Ocean'],
    chip: 'Snapdragon 8 Elite',
    cpu: {
      name: 'Qualcomm Snapdragon 8 Elite',
      size: '3 nm',
      no_of_cores: '8 (2 + 6)',
      speed: '4.32 GHz + 3.53 GHz',
      transistor_count: null,
      cpu_cache: null,
      gpu: 'Adreno 830',
    },
    size: '6.82 inches',
    resolution: '1440 x 3168',
    type: 'LTPO 4.1 AMOLED',
    refresh: '1-120 Hz',
    brightness: '1600 nits (HBM), 4500 nits (peak)',
    ppi: '510 ppi',
    glass: 'Crystal Shield super-ceramic glass',
    protection: 'IP68 and IP69',
    storage: '256 GB, 512 GB',
    storageType: 'UFS 4.0',
    ram: '12 GB, 16 GB',
    rear: ['50 MP Sony LYT-808 wide, f/1.6, OIS', '50 MP ultra-wide, f/2.0', '50 MP 3x telephoto, f/2.6, OIS'],
    video: '8K at 30 fps, 4K at 60 fps Dolby Vision',
    zoom: '3x optical, up to 120x digital',
    front: '32 MP, f/2.4',
    frontVideo: '4K at 60 fps',
    capacity: '6000 mAh',
    charging: '80 W SUPERVOOC wired (US), 50 W AIRVOOC wireless, magnetic case support',
    usage: 'Over a day and a half',
    usb: 'USB-C 3.2 Gen 1',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.4',
    network: {
      _2g: 'GSM',
      _3g: 'WCDMA',
      _4g: 'LTE',
      _5g: '5G sub-6 GHz (and mmWave on some carriers)',
      Sim: 'Dual nano-SIM and eSIM',
    },
    highlights: [
      'Huge 6000 mAh battery with 80 W charging',
      'Hasselblad-tuned triple 50 MP cameras',
      'IP68 and IP69 rating',
    ],
    drawbacks: ['Heavy at 213 g', 'Charger sold separately in some markets'],
    sourceUrl: 'https://www.oneplus.com/us/13/specs',
    checked: [
      {
        url: 'https://www.digitaltrends.com/mobile/oneplus-announced-its-most-powerful-phone-yet-oneplus-13/',
        values: ['announced', 'chip', 'display', 'rear'],
      },
      {
        url: 'https://global.techradar.com/nl-nl/phones/oneplus-phones/de-oneplus-13-is-gepresenteerd-met-een-premium-chipset-en-een-6-000mah-batterij-maar-je-kunt-hem-nog-niet-kopen',
        values: ['chip', 'display', 'rear', 'front'],
      },
      { url: 'https://knowtechie.com/oneplus-13-global-launch-confirmed/', values: ['colors'] },
    ],
  }),
  iphone({
    model: 'iPhone 17 Pro Max',
    announced: '2025-09-09',
    released: '2025-09-19',
    price: '$1,199',
    colors: ['Silver', 'Cosmic Orange', 'Deep Blue'],
    chip: 'Apple A19 Pro',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 6-core GPU with Neural Accelerators',
    size: '6.9 inches',
    resolution: '2868 x 1320',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 3000 nits peak outdoor',
    glass: 'Ceramic Shield 2 (front)',
    storage: '256 GB, 512 GB, 1 TB, 2 TB',
    ram: '12 GB',
    rear: ['48 MP Fusion main, f/1.78', '48 MP Fusion ultra wide, f/2.2', '48 MP Fusion telephoto 4x, f/2.8'],
    video: '4K at 24/25/30/60/100/120 fps, Dolby Vision, ProRes RAW',
    zoom: '4x and 8x optical-quality, up to 40x digital',
    front: '18 MP Center Stage, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: 'Not published by Apple',
    charging: IPHONE_17_CHARGING,
    usage: 'Up to 37 hours video playback',
    usb: 'USB-C, USB 3 (up to 10 Gb/s)',
    wifi: 'Wi-Fi 7 (Apple N1)',
    bluetooth: '6.0',
    highlights: [
      'A19 Pro with vapour-chamber cooling',
      'Three 48 MP rear cameras with 8x optical-quality zoom',
      'Longest battery life of any iPhone at launch',
      '18 MP Center Stage front camera',
    ],
    drawbacks: ['Heaviest iPhone of its year', 'No charger in the box'],
    sourceUrl: 'https://www.apple.com/iphone-17-pro/specs/',
    checked: [
      { url: 'https://www.sciencebaba.com/2025/09/whats-new-in-iphone-17-iphone-air-and.html', values: ['announced'] },
      {
        url: 'https://news.lavx.hu/article/apple-s-iphone-17-series-rewrites-the-rulebook-air-debuts-as-thinnest-iphone-pro-models-get-major-redesign',
        values: ['price', 'chip', 'rear'],
      },
    ],
  }),
  iphone({
    model: 'iPhone 17 Pro',
    announced: '2025-09-09',
    released: '2025-09-19',
    price: '$1,099',
    colors: ['Silver', 'Cosmic Orange', 'Deep Blue'],
    chip: 'Apple A19 Pro',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 6-core GPU with Neural Accelerators',
    size: '6.3 inches',
    resolution: '2622 x 1206',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 3000 nits peak outdoor',
    glass: 'Ceramic Shield 2 (front)',
    storage: '256 GB, 512 GB, 1 TB',
    ram: '12 GB',
    rear: ['48 MP Fusion main, f/1.78', '48 MP Fusion ultra wide, f/2.2', '48 MP Fusion telephoto 4x, f/2.8'],
    video: '4K at 24/25/30/60/100/120 fps, Dolby Vision, ProRes RAW',
    zoom: '4x and 8x optical-quality, up to 40x digital',
    front: '18 MP Center Stage, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: 'Not published by Apple',
    charging: IPHONE_17_CHARGING,
    usage: 'Up to 31 hours video playback',
    usb: 'USB-C, USB 3 (up to 10 Gb/s)',
    wifi: 'Wi-Fi 7 (Apple N1)',
    bluetooth: '6.0',
    highlights: [
      'Compact 6.3-inch ProMotion display',
      'Three 48 MP rear cameras',
      'Aluminium unibody with vapour chamber',
    ],
    drawbacks: ['Starts at a higher price than the iPhone 16 Pro', 'No charger in the box'],
    sourceUrl: 'https://www.apple.com/iphone-17-pro/specs/',
    checked: [
      { url: 'https://www.sciencebaba.com/2025/09/whats-new-in-iphone-17-iphone-air-and.html', values: ['announced'] },
      {
        url: 'https://news.lavx.hu/article/apple-s-iphone-17-series-rewrites-the-rulebook-air-debuts-as-thinnest-iphone-pro-models-get-major-redesign',
        values: ['price', 'chip', 'rear'],
      },
      {
        url: 'https://www.findarticles.com/apple-unveils-iphone-17-pro-with-major-camera-upgrades/?amp=1',
        values: ['chip', 'rear'],
      },
    ],
  }),
  iphone({
    model: 'iPhone Air',
    announced: '2025-09-09',
    released: '2025-09-19',
    price: '$999',
    colors: ['Space Black', 'Cloud White', 'Light Gold', 'Sky Blue'],
    chip: 'Apple A19 Pro',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 5-core GPU with Neural Accelerators',
    size: '6.5 inches',
    resolution: '2736 x 1260',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 3000 nits peak outdoor',
    glass: 'Ceramic Shield 2 (front and back)',
    storage: '256 GB, 512 GB, 1 TB',
    ram: '12 GB',
    rear: ['48 MP Fusion main, f/1.6'],
    video: '4K at 24/25/30/60 fps, Dolby Vision',
    zoom: '2x optical-quality, up to 10x digital',
    front: '18 MP Center Stage, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: 'Not published by Apple',
    charging: IPHONE_17_CHARGING,
    usage: 'Up to 27 hours video playback',
    usb: 'USB-C, USB 2',
    wifi: 'Wi-Fi 7 (Apple N1)',
    bluetooth: '6.0',
    highlights: ['5.64 mm thin titanium design, 165 g', 'A19 Pro chip', 'Apple C1X modem'],
    drawbacks: ['Single rear camera', 'Mono speaker', 'eSIM only'],
    sourceUrl: 'https://www.apple.com/iphone-air/specs/',
    checked: [
      { url: 'https://www.sciencebaba.com/2025/09/whats-new-in-iphone-17-iphone-air-and.html', values: ['announced'] },
      {
        url: 'https://news.lavx.hu/article/apple-s-iphone-17-series-rewrites-the-rulebook-air-debuts-as-thinnest-iphone-pro-models-get-major-redesign',
        values: ['price', 'chip', 'rear'],
      },
      { url: 'https://finit.news/?p=36108', values: ['announced', 'chip', 'rear', 'front'] },
    ],
  }),
  iphone({
    model: 'iPhone 17',
    announced: '2025-09-09',
    released: '2025-09-19',
    price: '$799',
    colors: ['Black', 'White', 'Mist Blue', 'Sage', 'Lavender'],
    chip: 'Apple A19',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 5-core GPU with Neural Accelerators',
    size: '6.3 inches',
    resolution: '2622 x 1206',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 3000 nits peak outdoor',
    glass: 'Ceramic Shield 2 (front)',
    storage: '256 GB, 512 GB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.6', '48 MP Fusion ultra wide, f/2.2'],
    video: '4K at 24/25/30/60 fps, Dolby Vision',
    zoom: '2x optical-quality, up to 10x digital',
    front: '18 MP Center Stage, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: 'Not published by Apple',
    charging: IPHONE_17_CHARGING,
    usage: 'Up to 30 hours video playback',
    usb: 'USB-C, USB 2',
    wifi: 'Wi-Fi 7 (Apple N1)',
    bluetooth: '6.0',
    highlights: [
      '120 Hz ProMotion and always-on display on the base model',
      '256 GB base storage',
      '48 MP ultra wide camera',
    ],
    drawbacks: ['No telephoto camera', 'USB 2 transfer speeds'],
    sourceUrl: 'https://www.apple.com/iphone-17/specs/',
    checked: [
      { url: 'https://www.sciencebaba.com/2025/09/whats-new-in-iphone-17-iphone-air-and.html', values: ['announced'] },
      {
        url: 'https://news.lavx.hu/article/apple-s-iphone-17-series-rewrites-the-rulebook-air-debuts-as-thinnest-iphone-pro-models-get-major-redesign',
        values: ['price', 'chip', 'rear'],
      },
    ],
  }),
  iphone({
    model: 'iPhone 16 Pro Max',
    announced: '2024-09-09',
    released: '2024-09-20',
    price: '$1,199',
    colors: ['Black Titanium', 'White Titanium', 'Natural Titanium', 'Desert Titanium'],
    chip: 'Apple A18 Pro',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 6-core GPU',
    size: '6.9 inches',
    resolution: '2868 x 1320',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 2000 nits peak outdoor',
    glass: 'Latest-generation Ceramic Shield',
    storage: '256 GB, 512 GB, 1 TB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.78', '48 MP ultra wide, f/2.2', '12 MP 5x telephoto, f/2.8'],
    video: '4K at 24/25/30/60/100/120 fps, Dolby Vision, ProRes',
    zoom: '5x optical, up to 25x digital',
    front: '12 MP TrueDepth, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: '4685 mAh',
    charging: IPHONE_16_CHARGING,
    usage: 'Up to 33 hours video playback',
    usb: 'USB-C, USB 3 (up to 10 Gb/s)',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: [
      'Largest iPhone display at launch (6.9 inches)',
      '5x telephoto camera',
      'Camera Control button',
      'Titanium design',
    ],
    drawbacks: ['Heavy at 227 g', 'No charger in the box'],
    sourceUrl: 'https://support.apple.com/en-us/121032',
    checked: [
      { url: 'https://en.wikipedia.org/wiki/IPhone_16', values: ['announced'] },
      { url: 'https://incomeintelligence.com/apple-iphone-16/', values: ['released', 'price', 'chip'] },
      {
        url: 'https://www.findarticles.com/iphone-16-lineup-specs-prices-colors-and-more/?amp=1',
        values: ['price', 'chip', 'cpu', 'ram', 'storage'],
      },
      { url: 'https://mail.applevis.com/comment/177327', values: ['price'] },
      { url: 'https://onverdict.com/review/iphone-16-pro-max-review', values: ['price', 'display'] },
    ],
  }),
  iphone({
    model: 'iPhone 16 Pro',
    announced: '2024-09-09',
    released: '2024-09-20',
    price: '$999',
    colors: ['Black Titanium', 'White Titanium', 'Natural Titanium', 'Desert Titanium'],
    chip: 'Apple A18 Pro',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 6-core GPU',
    size: '6.3 inches',
    resolution: '2622 x 1206',
    refresh: 'ProMotion up to 120 Hz',
    alwaysOn: true,
    brightness: '1000 nits (typical), 1600 nits HDR, 2000 nits peak outdoor',
    glass: 'Latest-generation Ceramic Shield',
    storage: '128 GB, 256 GB, 512 GB, 1 TB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.78', '48 MP ultra wide, f/2.2', '12 MP 5x telephoto, f/2.8'],
    video: '4K at 24/25/30/60/100/120 fps, Dolby Vision, ProRes',
    zoom: '5x optical, up to 25x digital',
    front: '12 MP TrueDepth, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: '3582 mAh',
    charging: IPHONE_16_CHARGING,
    usage: 'Up to 27 hours video playback',
    usb: 'USB-C, USB 3 (up to 10 Gb/s)',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: ['5x telephoto in the smaller Pro', '4K 120 fps Dolby Vision video', 'Camera Control button'],
    drawbacks: ['128 GB base storage', 'No charger in the box'],
    sourceUrl: 'https://support.apple.com/en-us/121031',
    checked: [
      { url: 'https://en.wikipedia.org/wiki/IPhone_16', values: ['announced'] },
      { url: 'https://incomeintelligence.com/apple-iphone-16/', values: ['released', 'price', 'chip'] },
      {
        url: 'https://www.findarticles.com/iphone-16-lineup-specs-prices-colors-and-more/?amp=1',
        values: ['price', 'chip', 'cpu', 'ram', 'storage'],
      },
    ],
  }),
  iphone({
    model: 'iPhone 16 Plus',
    announced: '2024-09-09',
    released: '2024-09-20',
    price: '$899',
    colors: ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'],
    chip: 'Apple A18',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 5-core GPU',
    size: '6.7 inches',
    resolution: '2796 x 1290',
    refresh: '60 Hz',
    alwaysOn: false,
    brightness: '1000 nits (typical), 1600 nits HDR, 2000 nits peak outdoor',
    glass: 'Latest-generation Ceramic Shield',
    storage: '128 GB, 256 GB, 512 GB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.6', '12 MP ultra wide, f/2.2'],
    video: '4K at 24/25/30/60 fps, Dolby Vision',
    zoom: '2x optical-quality, up to 10x digital',
    front: '12 MP TrueDepth, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: '4674 mAh',
    charging: IPHONE_16_CHARGING,
    usage: 'Up to 27 hours video playback',
    usb: 'USB-C, USB 2',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: ['Big 6.7-inch display', 'Long battery life', 'Camera Control and Action button'],
    drawbacks: ['60 Hz display', 'No telephoto camera'],
    sourceUrl: 'https://support.apple.com/en-us/121030',
    checked: IPHONE_16_CHECKS,
  }),
  iphone({
    model: 'iPhone 16',
    announced: '2024-09-09',
    released: '2024-09-20',
    price: '$799',
    colors: ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'],
    chip: 'Apple A18',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 5-core GPU',
    size: '6.1 inches',
    resolution: '2556 x 1179',
    refresh: '60 Hz',
    alwaysOn: false,
    brightness: '1000 nits (typical), 1600 nits HDR, 2000 nits peak outdoor',
    glass: 'Latest-generation Ceramic Shield',
    storage: '128 GB, 256 GB, 512 GB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.6', '12 MP ultra wide, f/2.2'],
    video: '4K at 24/25/30/60 fps, Dolby Vision',
    zoom: '2x optical-quality, up to 10x digital',
    front: '12 MP TrueDepth, f/1.9',
    frontVideo: '4K at 60 fps, Dolby Vision',
    capacity: '3561 mAh',
    charging: IPHONE_16_CHARGING,
    usage: 'Up to 22 hours video playback',
    usb: 'USB-C, USB 2',
    wifi: 'Wi-Fi 7',
    bluetooth: '5.3',
    highlights: [
      'A18 chip with Apple Intelligence',
      'Camera Control button',
      'Vertical dual camera with spatial video',
    ],
    drawbacks: ['60 Hz display', 'USB 2 transfer speeds'],
    sourceUrl: 'https://support.apple.com/en-us/121029',
    checked: IPHONE_16_CHECKS,
  }),
  iphone({
    model: 'iPhone 16e',
    announced: '2025-02-19',
    released: '2025-02-28',
    price: '$599',
    colors: ['Black', 'White'],
    chip: 'Apple A18',
    cpuCores: '6 (2 performance + 4 efficiency)',
    gpu: 'Apple 4-core GPU',
    size: '6.1 inches',
    resolution: '2532 x 1170',
    refresh: '60 Hz',
    alwaysOn: false,
    brightness: '800 nits (typical), 1200 nits HDR',
    glass: 'Latest-generation Ceramic Shield',
    storage: '128 GB, 256 GB, 512 GB',
    ram: '8 GB',
    rear: ['48 MP Fusion main, f/1.6'],
    video: '4K at 24/25/30/60 fps, Dolby Vision',
    zoom: '2x optical-quality, up to 10x digital',
    front: '12 MP TrueDepth, f/1.9',
    frontVideo: '4K at 60 fps',
    capacity: '4005 mAh',
    charging: 'Wired: up to 50% in 30 min with a 20 W adapter; Qi wireless up to 7.5 W',
    usage: 'Up to 26 hours video playback',
    usb: 'USB-C, USB 2',
    wifi: 'Wi-Fi 6',
    bluetooth: '5.3',
    highlights: ['Lowest-priced iPhone with Apple Intelligence', 'Apple C1 modem', 'Long battery life for its size'],
    drawbacks: ['No MagSafe', 'Single rear camera', 'Notch instead of Dynamic Island'],
    sourceUrl: 'https://support.apple.com/en-us/122208',
    checked: [
      {
        url: 'https://alltechnerd.com/apple-launches-his-own-5g-modem-and-can-say-goodbye-to-qualcomm',
        values: ['announced'],
      },
      {
        url: 'https://ggppc.com/news/iphone-16e-apple-unveils-budgetfriendly-smartphone.html',
        values: ['released', 'price', 'chip', 'display', 'rear'],
      },
      {
        url: 'https://www.financialexpress.com/life/technology-apple-secretly-put-a-less-powerful-a18-chip-inside-the-iphone-16e-details-3755498',
        values: ['chip', 'cpu'],
      },
      {
        url: 'https://dailyshorts.io/tech/apple-iphone16e-with-new-c1-modem-rivaling-qualcomm/amp/?post=6225',
        values: ['released', 'price', 'colors', 'chip'],
      },
    ],
  }),
  {
    brand: 'Samsung',
    model: 'Galaxy S25 Ultra',
    series: 'Galaxy S',
    announced: '2025-01-22',
    released: '2025-02-07',
    price: '$1,299.99',
    colors: ['Titanium Silverblue', 'Titanium Black', 'Titanium Whitesilver', 'Titanium Gray'],
    chip: 'Snapdragon 8 Elite for Galaxy',
    sourceUrl: 'https://www.samsung.com/us/smartphones/galaxy-s25-ultra/specs/',
    checked: [
      {
        url: 'https://www.romen4u.com/2025/09/samsung-galaxy-s25-ultra-review-camera.html',
        values: ['chip', 'rear', 'front'],
      },
      {
        url: 'https://techversenexus.com/amp/2025/01/28/galaxy-s25-ultra-phonearena-camera-score-revealed-the-new-camera-king-of-2025',
        values: ['rear', 'front'],
      },
      {
        url: 'https://inkl.com/news/the-results-are-in-samsung-galaxy-s25-ultra-crushes-apple-iphone-16-pro-max-in-lab-tests',
        values: ['announced', 'chip'],
      },
      { url: 'https://dtgre.com/2025/01/galaxy-s25-vs-s24-key-features-that.html', values: ['chip'] },
    ],
    highlights: [
      '200 MP main camera with 5x and 3x telephotos',
      'Built-in S Pen',
      'Anti-reflective Gorilla Armor 2',
      '7 years of OS updates',
    ],
    drawbacks: ['Large and heavy (218 g)', '45 W charging is slower than rivals'],
    network: SAMSUNG_NETWORK,
    cpu: {
      name: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      size: '3 nm',
      no_of_cores: '8 (2 + 6)',
      speed: '4.47 GHz + 3.53 GHz',
      transistor_count: null,
      cpu_cache: null,
      gpu: 'Adreno 830',
    },
    display: {
      alwaysOnDisplay: 'Yes',
      aspectRatio: '19.5:9',
      brightness: '2600 nits (peak)',
      curvedEdges: 'No',
      displayRatio: null,
      HDR: 'HDR10+',
      panelBitDepth: null,
      pixelDensity: '498 ppi',
      protection: 'IP68',
      protectiveGlass: 'Corning Gorilla Armor 2',
      refresh_rate: '1-120 Hz adaptive',
      resolution: '3120 x 1440 (QHD+)',
      screenSize: '6.9 inches',
      type: 'Dynamic AMOLED 2X',
    },
    storage: { internal: '256 GB, 512 GB, 1 TB', internal_type: 'UFS 4.0', external: 'No' },
    ram: { size: '12 GB', type: 'LPDDR5X' },
    rear: {
      cameras: [
        '200 MP wide, f/1.7',
        '50 MP ultra wide, f/1.9',
        '10 MP telephoto 3x, f/2.4',
        '50 MP telephoto 5x, f/3.4',
      ],
      video: '8K at 30 fps, 4K at 120 fps',
      zoom: '3x and 5x optical, up to 100x Space Zoom',
    },
    front: { cameras: ['12 MP, f/2.2'], video: '4K at 60 fps', zoom: null },
    sound: { loud_speaker: 'Stereo speakers tuned by AKG, Dolby Atmos', jack: 'No' },
    wireless: {
      bluetooth: '5.4',
      color: 'Titanium Silverblue, Titanium Black, Titanium Whitesilver, Titanium Gray',
      fm: 'No',
      gps: 'GPS, GLONASS, BeiDou, Galileo, QZSS',
      nfc: 'Yes',
      usb: 'USB-C 3.2 Gen 1',
      wifi: 'Wi-Fi 7',
    },
    battery: {
      type: 'Li-Ion',
      capacity: '5000 mAh',
      charging: '45 W wired, 15 W wireless, 4.5 W reverse wireless',
      usage: 'Up to 31 hours video playback',
    },
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S25+',
    series: 'Galaxy S',
    announced: '2025-01-22',
    released: '2025-02-07',
    price: '$999.99',
    colors: ['Icyblue', 'Mint', 'Navy', 'Silver Shadow'],
    chip: 'Snapdragon 8 Elite for Galaxy',
    sourceUrl: 'https://www.samsung.com/us/smartphones/galaxy-s25/specs/',
    checked: [
      { url: 'https://dtgre.com/2025/01/galaxy-s25-vs-s24-key-features-that.html', values: ['chip'] },
      { url: 'https://www.androidauthority.com/samsung-phones-missing-3-features-3528697/', values: ['chip'] },
    ],
    highlights: ['6.7-inch QHD+ display', '45 W fast charging', '4900 mAh battery'],
    drawbacks: ['Only 3x optical zoom', 'No microSD slot'],
    network: SAMSUNG_NETWORK,
    cpu: {
      name: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      size: '3 nm',
      no_of_cores: '8 (2 + 6)',
      speed: '4.47 GHz + 3.53 GHz',
      transistor_count: null,
      cpu_cache: null,
      gpu: 'Adreno 830',
    },
    display: {
      alwaysOnDisplay: 'Yes',
      aspectRatio: '19.5:9',
      brightness: '2600 nits (peak)',
      curvedEdges: 'No',
      displayRatio: null,
      HDR: 'HDR10+',
      panelBitDepth: null,
      pixelDensity: '513 ppi',
      protection: 'IP68',
      protectiveGlass: 'Corning Gorilla Glass Victus 2',
      refresh_rate: '1-120 Hz adaptive',
      resolution: '3120 x 1440 (QHD+)',
      screenSize: '6.7 inches',
      type: 'Dynamic AMOLED 2X',
    },
    storage: { internal: '256 GB, 512 GB', internal_type: 'UFS 4.0', external: 'No' },
    ram: { size: '12 GB', type: 'LPDDR5X' },
    rear: {
      cameras: ['50 MP wide, f/1.8', '12 MP ultra wide, f/2.2', '10 MP telephoto 3x, f/2.4'],
      video: '8K at 30 fps, 4K at 60 fps',
      zoom: '3x optical, up to 30x Space Zoom',
    },
    front: { cameras: ['12 MP, f/2.2'], video: '4K at 60 fps', zoom: null },
    sound: { loud_speaker: 'Stereo speakers tuned by AKG, Dolby Atmos', jack: 'No' },
    wireless: {
      bluetooth: '5.4',
      color: 'Icyblue, Mint, Navy, Silver Shadow',
      fm: 'No',
      gps: 'GPS, GLONASS, BeiDou, Galileo, QZSS',
      nfc: 'Yes',
      usb: 'USB-C 3.2 Gen 1',
      wifi: 'Wi-Fi 7',
    },
    battery: {
      type: 'Li-Ion',
      capacity: '4900 mAh',
      charging: '45 W wired, 15 W wireless',
      usage: 'Up to 30 hours video playback',
    },
  },
  {
    brand: 'Samsung',
    model: 'Galaxy S25',
    series: 'Galaxy S',
    announced: '2025-01-22',
    released: '2025-02-07',
    price: '$799.99',
    colors: ['Icyblue', 'Mint', 'Navy', 'Silver Shadow'],
    chip: 'Snapdragon 8 Elite for Galaxy',
    sourceUrl: 'https://www.samsung.com/us/smartphones/galaxy-s25/specs/',
    checked: [
      { url: 'https://dtgre.com/2025/01/galaxy-s25-vs-s24-key-features-that.html', values: ['chip', 'ram'] },
      { url: 'https://www.androidauthority.com/samsung-phones-missing-3-features-3528697/', values: ['chip'] },
      {
        url: 'https://nolkkafux.pages.dev/posts/6-reasons-i-m-sticking-with-my-galaxy-s23-instead-of-upgrading-to-the-s25',
        values: ['chip', 'battery'],
      },
    ],
    highlights: ['Compact 6.2-inch flagship (162 g)', 'Snapdragon 8 Elite for Galaxy', '12 GB RAM as standard'],
    drawbacks: ['4000 mAh battery', '25 W wired charging'],
    network: SAMSUNG_NETWORK,
    cpu: {
      name: 'Qualcomm Snapdragon 8 Elite for Galaxy',
      size: '3 nm',
      no_of_cores: '8 (2 + 6)',
      speed: '4.47 GHz + 3.53 GHz',
      transistor_count: null,
      cpu_cache: null,
      gpu: 'Adreno 830',
    },
    display: {
      alwaysOnDisplay: 'Yes',
      aspectRatio: '19.5:9',
      brightness: '2600 nits (peak)',
      curvedEdges: 'No',
      displayRatio: null,
      HDR: 'HDR10+',
      panelBitDepth: null,
      pixelDensity: '416 ppi',
      protection: 'IP68',
      protectiveGlass: 'Corning Gorilla Glass Victus 2',
      refresh_rate: '1-120 Hz adaptive',
      resolution: '2340 x 1080 (FHD+)',
      screenSize: '6.2 inches',
      type: 'Dynamic AMOLED 2X',
    },
    storage: { internal: '128 GB, 256 GB', internal_type: 'UFS 4.0 (256 GB), UFS 3.1 (128 GB)', external: 'No' },
    ram: { size: '12 GB', type: 'LPDDR5X' },
    rear: {
      cameras: ['50 MP wide, f/1.8', '12 MP ultra wide, f/2.2', '10 MP telephoto 3x, f/2.4'],
      video: '8K at 30 fps, 4K at 60 fps',
      zoom: '3x optical, up to 30x Space Zoom',
    },
    front: { cameras: ['12 MP, f/2.2'], video: '4K at 60 fps', zoom: null },
    sound: { loud_speaker: 'Stereo speakers tuned by AKG, Dolby Atmos', jack: 'No' },
    wireless: {
      bluetooth: '5.4',
      color: 'Icyblue, Mint, Navy, Silver Shadow',
      fm: 'No',
      gps: 'GPS, GLONASS, BeiDou, Galileo, QZSS',
      nfc: 'Yes',
      usb: 'USB-C 3.2 Gen 1',
      wifi: 'Wi-Fi 7',
    },
    battery: {
      type: 'Li-Ion',
      capacity: '4000 mAh',
      charging: '25 W wired, 15 W wireless',
      usage: 'Up to 29 hours video playback',
    },
  },
];
