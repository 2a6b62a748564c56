import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import { slugify, toPath } from '../shared/errors';
import { FLAGSHIP_PHONES, type FlagshipPhone } from './phone-flagships';
import { listPriceOf } from './phone-list-prices';
import { retailerLinks, type ModelSeed } from './model-seed';

/** A record of data/phones/phones.json (LineageOS wiki, CC BY-SA 3.0). */
interface WikiPhone {
  brand: string;
  model: string;
  codename: string;
  device_type: string;
  release_date: string;
  release_year: number;
  soc: string;
  cpu: string;
  cpu_cores: string | number;
  cpu_freq: string;
  gpu: string;
  ram: string;
  storage: string;
  sdcard: Record<string, string> | string | null;
  screen: Record<string, unknown> | Record<string, Record<string, unknown>>[];
  screen_size_in: number | null;
  cameras: { info: string; flash?: string }[];
  battery: { capacity?: number; tech?: string; removable?: boolean } | Record<string, unknown>[];
  battery_mah: number | null;
  network: string[];
  wifi: string;
  bluetooth: { spec?: string; profiles?: string[] } | null;
  peripherals: string[];
  source_url: string;
}

const str = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

function firstScreen(screen: WikiPhone['screen']): Record<string, unknown> {
  if (Array.isArray(screen)) {
    const inner = screen.map((entry) => Object.values(entry)[0]).filter(Boolean);
    return (inner[inner.length - 1] as Record<string, unknown>) ?? {};
  }
  return screen;
}

function battery(phone: WikiPhone): { capacity?: number; tech?: string; removable?: boolean } {
  if (Array.isArray(phone.battery)) return (Object.values(phone.battery[0] ?? {})[0] as { capacity?: number }) ?? {};
  return phone.battery ?? {};
}

function megapixels(info: string): number {
  const match = /([\d.]+)\s*MP/i.exec(info);
  return match ? Number(match[1]) : 0;
}

function seriesOf(model: string): string | null {
  const first = model.split(/\s+/)[0] ?? '';
  return /[a-z]/i.test(first) && first.length > 1 ? first : null;
}

function networkBands(network: string[], generation: string): string | null {
  const bands = network
    .filter((entry) => entry.startsWith(generation))
    .map((entry) => entry.slice(generation.length).trim());
  return bands.length ? bands.join(', ') : null;
}

export function phoneImage(companyPath: string, path: string): string {
  return `/media/phones/${companyPath}-${path}.svg`;
}

function wikiPhoneSeed(phone: WikiPhone, path: string): ModelSeed {
  const companyPath = toPath(phone.brand);
  const screen = firstScreen(phone.screen);
  const bat = battery(phone);
  const has = (needle: string) => phone.peripherals.some((entry) => entry.toLowerCase().includes(needle.toLowerCase()));
  const front = phone.cameras.filter((camera) => /front/i.test(camera.info));
  const rear = phone.cameras.filter((camera) => !/front/i.test(camera.info));
  const rearMp = Math.max(0, ...rear.map((camera) => megapixels(camera.info)));
  const size = phone.screen_size_in ? `${phone.screen_size_in} inches` : str(screen.size);
  const sdMax = typeof phone.sdcard === 'object' && phone.sdcard ? phone.sdcard.size_max : phone.sdcard;
  const img = phoneImage(companyPath, path);
  const title = `${phone.brand} ${phone.model}`;
  const socName = phone.soc.replace(
    /^(Qualcomm|Mediatek|MediaTek|Google|Samsung)\s+(SM\d+\S*\s+|SDM\d+\s+|MT\d+\s+)?/,
    '$1 ',
  );
  const highlights = [
    size &&
      `${size} ${str(screen.technology) ?? ''} display${screen.refresh_rate ? `, ${screen.refresh_rate} Hz` : ''}`.replace(
        /\s+/g,
        ' ',
      ),
    `${socName} chipset`,
    bat.capacity ? `${bat.capacity} mAh battery` : null,
    rearMp ? `${rearMp} MP main camera` : null,
    phone.network.some((entry) => entry.startsWith('5G')) ? '5G connectivity' : null,
  ].filter((entry): entry is string => Boolean(entry));
  const drawbacks = [
    has('3.5mm jack') ? null : 'No 3.5 mm headphone jack',
    sdMax ? null : 'No microSD card slot',
    phone.network.some((entry) => entry.startsWith('5G')) ? null : 'No 5G support',
    has('NFC') ? null : 'No NFC',
  ].filter((entry): entry is string => Boolean(entry));

  const detail = {
    sourceUrl: phone.source_url,
    highlights,
    drawbacks,
    headerBanner: {
      title,
      released: phone.release_date,
      colors: [],
      liked: 0,
      disliked: 0,
      price: listPriceOf(`${companyPath}/${path}`),
      images: [img],
      availablein: retailerLinks(title),
    },
    subHeaderBanner: {
      screenResolution: str(screen.resolution),
      screenSize: size,
      cameraResolution: rearMp ? `${rearMp} MP` : null,
      cameraVideo: null,
      ram: phone.ram,
      cpu: socName,
      battery: bat.capacity ? `${bat.capacity} mAh` : null,
      chargingSpeed: has('Qi wireless') ? 'Qi wireless charging' : null,
    },
    features: {
      availability: { announced: phone.release_date, released: phone.release_date },
      network: {
        _2g: networkBands(phone.network, '2G'),
        _3g: networkBands(phone.network, '3G'),
        _4g: networkBands(phone.network, '4G'),
        _5g: networkBands(phone.network, '5G'),
        Sim: has('eSIM') ? 'Nano-SIM and eSIM' : 'Nano-SIM',
      },
      cpu: {
        name: phone.soc,
        size: null,
        no_of_cores: str(phone.cpu_cores),
        speed: str(phone.cpu_freq),
        transistor_count: null,
        cpu_cache: null,
        gpu: str(phone.gpu),
      },
      display: {
        alwaysOnDisplay: null,
        aspectRatio: null,
        brightness: null,
        curvedEdges: null,
        displayRatio: null,
        HDR: null,
        panelBitDepth: null,
        pixelDensity: screen.density ? `${screen.density} ppi` : null,
        protection: null,
        protectiveGlass: null,
        refresh_rate: screen.refresh_rate ? `${screen.refresh_rate} Hz` : null,
        resolution: str(screen.resolution),
        screenSize: size,
        type: str(screen.technology),
      },
      storage: {
        internal: phone.storage,
        internal_type: /UFS|eMMC/i.exec(phone.storage)?.[0] ?? null,
        external: sdMax ? `microSD, up to ${sdMax}` : 'No',
      },
      ram: { size: phone.ram, type: null },
      rear_camera: { cameras: rear.map((camera) => camera.info), video: null, zoom: null },
      front_camera: { cameras: front.map((camera) => camera.info), video: null, zoom: null },
      sound: { loud_speaker: null, jack: has('3.5mm jack') ? 'Yes' : 'No' },
      wireless: {
        bluetooth: phone.bluetooth?.spec
          ? `${phone.bluetooth.spec}${phone.bluetooth.profiles?.length ? ` (${phone.bluetooth.profiles.join(', ')})` : ''}`
          : null,
        color: null,
        fm: has('FM radio') ? 'Yes' : 'No',
        gps: has('GPS') ? 'Yes' : null,
        nfc: has('NFC') ? 'Yes' : 'No',
        usb: null,
        wifi: str(phone.wifi),
      },
      battery: {
        type: str(bat.tech),
        capacity: bat.capacity ? `${bat.capacity} mAh` : null,
        removable: bat.removable ? 'Yes' : 'No',
        charging: has('Qi wireless') ? 'Qi wireless charging' : null,
        usage: null,
      },
    },
  };
  return {
    category: 'mobile',
    company: phone.brand,
    companyPath,
    path,
    name: phone.model,
    series: seriesOf(phone.model),
    img,
    ordinal: 0,
    description: [size && `${size} display`, socName, bat.capacity && `${bat.capacity} mAh`]
      .filter(Boolean)
      .join(' · '),
    price: detail.headerBanner.price,
    released: phone.release_date,
    published: true,
    detail,
  };
}

function flagshipSeed(phone: FlagshipPhone): ModelSeed {
  const companyPath = toPath(phone.brand);
  const path = slugify(phone.model);
  const img = phoneImage(companyPath, path);
  const title = `${phone.brand} ${phone.model}`;
  return {
    category: 'mobile',
    company: phone.brand,
    companyPath,
    path,
    name: phone.model,
    series: phone.series,
    img,
    ordinal: 0,
    description: `${phone.display.screenSize} ${phone.display.type} · ${phone.chip} · ${phone.battery.capacity}`,
    price: phone.price,
    released: phone.released,
    published: true,
    detail: {
      sourceUrl: phone.sourceUrl,
      highlights: phone.highlights,
      drawbacks: phone.drawbacks,
      headerBanner: {
        title,
        released: phone.released,
        colors: phone.colors,
        liked: 0,
        disliked: 0,
        price: phone.price,
        images: [img],
        availablein: retailerLinks(title),
      },
      subHeaderBanner: {
        screenResolution: phone.display.resolution,
        screenSize: phone.display.screenSize,
        cameraResolution: phone.rear.cameras[0]?.replace(/\s*\(.*$/, '') ?? null,
        cameraVideo: phone.rear.video,
        ram: phone.ram.size,
        cpu: phone.chip,
        battery: phone.battery.capacity,
        chargingSpeed: phone.battery.charging,
      },
      features: {
        availability: { announced: phone.announced, released: phone.released },
        network: phone.network,
        cpu: phone.cpu,
        display: phone.display,
        storage: phone.storage,
        ram: phone.ram,
        rear_camera: phone.rear,
        front_camera: phone.front,
        sound: phone.sound,
        wireless: phone.wireless,
        battery: { ...phone.battery, removable: 'No' },
      },
    },
  };
}

/** Every phone: the wiki catalogue plus the flagships we wrote; newest first within each brand. */
export function phoneSeeds(): ModelSeed[] {
  const file = path.join(API_ROOT, 'data', 'phones', 'phones.json');
  const wiki = JSON.parse(readFileSync(file, 'utf8')) as WikiPhone[];
  const seeds = new Map<string, ModelSeed>();
  for (const phone of wiki) {
    if (phone.brand === 'F(x)tec') continue; // brand path would not be URL-safe
    let slug = slugify(phone.model);
    if (seeds.has(`${toPath(phone.brand)}/${slug}`)) slug = `${slug}-${slugify(phone.codename)}`;
    seeds.set(`${toPath(phone.brand)}/${slug}`, wikiPhoneSeed(phone, slug));
  }
  for (const phone of FLAGSHIP_PHONES) {
    const seed = flagshipSeed(phone);
    seeds.set(`${seed.companyPath}/${seed.path}`, seed);
  }
  const byBrand = new Map<string, ModelSeed[]>();
  for (const seed of seeds.values()) byBrand.set(seed.companyPath, [...(byBrand.get(seed.companyPath) ?? []), seed]);
  for (const list of byBrand.values()) {
    list.sort((a, b) => (b.released ?? '').localeCompare(a.released ?? '') || a.name.localeCompare(b.name));
    list.forEach((seed, index) => (seed.ordinal = index + 1));
  }
  return [...seeds.values()];
}
