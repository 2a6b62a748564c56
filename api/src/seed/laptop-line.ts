import { type SourceCheck } from './source-checks';

/**
 * Laptop model lines, written by the team from the makers' published spec sheets (`url`) for the configuration named.
 * `src` lists substrings of the BuildCores OpenDB retail names (ODC-By) a line covers: a retail name is mapped only
 * when nothing it states (chip generation, GPU, memory, storage, part number family) contradicts the line.
 * Prices are US list prices at launch for that configuration, in US dollars; a line without a published list price has
 * none. An empty field (or an empty part between "|") is unknown and shows as 'N/A': never fill it with a guess.
 * Compact notation: fields joined by "|", list items by ";".
 *   cpu: name|cores|speed|process    d(isplay): type|size in inches|resolution|refresh|brightness|HDR|aspect
 *   ram: size|type   st(orage): size|type   w(ireless): wifi|bluetooth   bat: capacity|charging|usage
 * `checked` lists the pages a line's values were checked against (see source-checks.ts); a line without it is
 * unverified, whatever `url` it names.
 */
export interface LaptopLine {
  b: string;
  n: string;
  s: string;
  /** Release date (YYYY-MM or YYYY-MM-DD; YYYY when only the year is known). */
  y: string;
  /** Announcement date, when the maker published one distinct from the release. */
  ann?: string;
  /** US list price at launch, e.g. "$1,399.99"; absent when not published. */
  p?: string;
  cpu: string;
  gpu: string;
  d: string;
  ram: string;
  st: string;
  cam: string;
  /** Camera video mode, only when the data sheet states it. */
  vid?: string;
  /** Speakers as the data sheet describes them. */
  spk?: string;
  /** NFC, only when the data sheet states it. */
  nfc?: string;
  w: string;
  ports: string;
  bat: string;
  /** Battery chemistry, only when the data sheet states it. */
  batType?: string;
  /** Touchpad as the data sheet names it. */
  pad?: string;
  /** Weight in kg of this configuration; absent when not published. */
  kg?: number;
  mat: string;
  kb: string;
  os: string;
  c: string;
  hi: string;
  dr: string;
  /** Substrings of the OpenDB retail names this line covers. */
  src: string[];
  /** The maker's page the facts were written from (for a line written from reviews: the first of its checks). */
  url: string;
  /** Pages that state some of this line's values and agree with them. */
  checked?: SourceCheck<LaptopValue>[];
}

/** The values of a line, by the names a check uses. */
export const LAPTOP_VALUES = [
  'released',
  'announced',
  'price',
  'cpu',
  'cpu cores',
  'cpu speed',
  'cpu process',
  'gpu',
  'display type',
  'screen size',
  'resolution',
  'refresh rate',
  'brightness',
  'hdr',
  'aspect ratio',
  'ram',
  'ram type',
  'storage',
  'storage type',
  'camera',
  'camera video',
  'speakers',
  'nfc',
  'wifi',
  'bluetooth',
  'ports',
  'battery',
  'charging',
  'battery life',
  'battery type',
  'touchpad',
  'weight',
  'material',
  'keyboard',
  'os',
  'colours',
] as const;
export type LaptopValue = (typeof LAPTOP_VALUES)[number];

/** One "|" part of a compact field; an empty part is unknown (null). */
const compactPart = (text: string, index: number): string | null => text.split('|')[index]?.trim() || null;

/** What a line states for each value (null: unknown), so checks and the data report read one shape. */
export function laptopStatedValues(line: LaptopLine): Record<LaptopValue, string | null> {
  const [cpu, cpuCores, cpuSpeed, cpuProcess] = [0, 1, 2, 3].map((index) => compactPart(line.cpu, index));
  const [displayType, screenSize, resolution, refreshRate, brightness, hdr, aspectRatio] = [0, 1, 2, 3, 4, 5, 6].map(
    (index) => compactPart(line.d, index),
  );
  return {
    released: line.y || null,
    announced: line.ann ?? null,
    price: line.p ?? null,
    cpu: cpu ?? null,
    'cpu cores': cpuCores ?? null,
    'cpu speed': cpuSpeed ?? null,
    'cpu process': cpuProcess ?? null,
    gpu: line.gpu || null,
    'display type': displayType ?? null,
    'screen size': screenSize ?? null,
    resolution: resolution ?? null,
    'refresh rate': refreshRate ?? null,
    brightness: brightness ?? null,
    hdr: hdr ?? null,
    'aspect ratio': aspectRatio ?? null,
    ram: compactPart(line.ram, 0),
    'ram type': compactPart(line.ram, 1),
    storage: compactPart(line.st, 0),
    'storage type': compactPart(line.st, 1),
    camera: line.cam || null,
    'camera video': line.vid ?? null,
    speakers: line.spk ?? null,
    nfc: line.nfc ?? null,
    wifi: compactPart(line.w, 0),
    bluetooth: compactPart(line.w, 1),
    ports: line.ports || null,
    battery: compactPart(line.bat, 0),
    charging: compactPart(line.bat, 1),
    'battery life': compactPart(line.bat, 2),
    'battery type': line.batType ?? null,
    touchpad: line.pad ?? null,
    weight: line.kg === undefined ? null : `${line.kg} kg`,
    material: line.mat || null,
    keyboard: line.kb || null,
    os: compactPart(line.os, 0),
    colours: line.c || null,
  };
}
