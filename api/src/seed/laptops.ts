import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import type { Queryable } from '../db/database';
import { leadingNumber, releaseYear, storageGigabytes, usdCents } from '../modules/finder/finder-values';
import { cpuFamily, gpuKind, operatingSystem, type LaptopFinderValues } from '../modules/laptops/finder-values';
import { slugify, toPath } from '../shared/errors';
import type { LaptopLine } from './laptop-line';
import { LAPTOP_LINES } from './laptop-specs';
import { upsertModel, type ModelSeed } from './model-seed';

interface OpenDbLaptop {
  id: string;
  brand: string;
  name: string;
  release_year: number | null;
  part_numbers: string[];
}

const list = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
/** One "|" part of a compact field; an empty part is unknown (null, shown as 'N/A'). */
const part = (text: string, index: number): string | null => text.split('|')[index]?.trim() || null;
const withUnit = (value: string | null, unit: string) => (value ? `${value} ${unit}` : null);

export function laptopImage(companyPath: string, modelPath: string): string {
  return `/media/laptops/${companyPath}-${modelPath}.svg`;
}

/** The price as shown to people: labelled as the US list price, so nobody reads it as a shop price. */
function listPriceText(price: string | undefined): string | null {
  return price ? `${price} (US list price)` : null;
}

/** Matches retail names to a line by the substrings it lists (see laptop-line.ts for the rule). */
export function retailNamesOf(line: LaptopLine, retail: OpenDbLaptop[]) {
  return retail
    .filter((record) =>
      line.src.some(
        (fragment) => record.name.includes(fragment) || record.part_numbers.some((number) => number.includes(fragment)),
      ),
    )
    .map((record) => ({ name: record.name, partNumbers: record.part_numbers }));
}

function features(line: LaptopLine) {
  const ram = { size: part(line.ram, 0), type: part(line.ram, 1) };
  const ports = list(line.ports);
  // The port lists are the makers' complete lists, so a card reader or jack that is not listed is not there; a line
  // with no port list says nothing about either.
  const portsKnown = ports.length > 0;
  const cardReader = ports.find((port) => /SD/.test(port)) ?? (portsKnown ? 'No card reader' : null);
  const jack = ports.some((port) => /3\.5 mm/.test(port)) ? 'Yes, 3.5 mm' : portsKnown ? 'No' : null;
  return {
    availability: { announced: line.ann ?? null, released: line.y },
    cpu: {
      name: part(line.cpu, 0),
      size: part(line.cpu, 3),
      no_of_cores: part(line.cpu, 1),
      speed: part(line.cpu, 2),
      transistor_count: null,
      cpu_cache: null,
      gpu: line.gpu || null,
    },
    display: {
      type: part(line.d, 0),
      screenSize: withUnit(part(line.d, 1), 'inches'),
      resolution: part(line.d, 2),
      refresh_rate: part(line.d, 3),
      brightness: part(line.d, 4),
      hdr: part(line.d, 5),
      aspectRatio: part(line.d, 6),
    },
    storage: { internal: part(line.st, 0), internal_type: part(line.st, 1), external: cardReader },
    ram,
    memory: ram,
    camera: { cameras: line.cam ? [line.cam] : [], video: line.vid ?? null },
    sound: { loud_speaker: line.spk ?? null, jack },
    wireless: { bluetooth: part(line.w, 1), wifi: part(line.w, 0), nfc: line.nfc ?? null, ports },
    battery: {
      type: line.batType ?? null,
      capacity: part(line.bat, 0),
      charging: part(line.bat, 1),
      usage: part(line.bat, 2),
    },
    build: {
      material: line.mat || null,
      keyboard: line.kb || null,
      trackpad: line.pad ?? (line.b === 'Apple' ? 'Force Touch trackpad' : null),
      weight: line.kg === undefined ? null : `${line.kg} kg`,
    },
    os: { preinstalled: part(line.os, 0), upgradeable: part(line.os, 1) },
  };
}

/** The finder's numeric columns for one line, stored beside the model at seed time. */
function finderValues(line: LaptopLine): LaptopFinderValues {
  const priceCents = usdCents(line.p);
  return {
    priceCents,
    currency: priceCents === null ? null : 'USD',
    screenInches: leadingNumber(part(line.d, 1)),
    ramGb: leadingNumber(part(line.ram, 0)),
    storageGb: storageGigabytes(part(line.st, 0)),
    weightKg: line.kg ?? null,
    batteryWh: leadingNumber(part(line.bat, 0)),
    releaseYear: releaseYear(line.y),
    cpuFamily: cpuFamily(part(line.cpu, 0)),
    gpuKind: gpuKind(line.gpu),
    os: operatingSystem(part(line.os, 0)),
  };
}

function describe(line: LaptopLine): string {
  const screen = part(line.d, 1);
  return [
    screen && `${screen}" ${part(line.d, 0) ?? ''}`.trim(),
    part(line.cpu, 0),
    part(line.ram, 0),
    part(line.st, 0),
  ]
    .filter(Boolean)
    .join(' · ');
}

function laptopSeed(line: LaptopLine, retail: OpenDbLaptop[], ordinal: number): ModelSeed {
  const companyPath = toPath(line.b);
  const modelPath = slugify(line.n);
  const img = laptopImage(companyPath, modelPath);
  const price = listPriceText(line.p);
  const detail = {
    highlights: list(line.hi),
    drawbacks: list(line.dr),
    sourceUrl: line.url,
    retailNames: retailNamesOf(line, retail),
    headerBanner: {
      title: `${line.b} ${line.n}`,
      released: line.y,
      colors: list(line.c),
      liked: 0,
      disliked: 0,
      price,
      images: [img],
    },
    features: features(line),
  };
  return {
    category: 'laptop',
    company: line.b,
    companyPath,
    path: modelPath,
    name: line.n,
    series: line.s,
    img,
    ordinal,
    description: describe(line),
    price,
    released: line.y,
    published: true,
    detail,
  };
}

export function readRetailLaptops(): OpenDbLaptop[] {
  return JSON.parse(readFileSync(path.join(API_ROOT, 'data', 'laptops', 'laptops.json'), 'utf8')) as OpenDbLaptop[];
}

/** Lines in listing order (brand, newest first), each with its seed and finder values. */
export function laptopSeedsWithValues(): { seed: ModelSeed; values: LaptopFinderValues }[] {
  const retail = readRetailLaptops();
  const ordinals = new Map<string, number>();
  return [...LAPTOP_LINES]
    .sort((a, b) => a.b.localeCompare(b.b) || b.y.localeCompare(a.y))
    .map((line) => {
      const ordinal = (ordinals.get(line.b) ?? 0) + 1;
      ordinals.set(line.b, ordinal);
      return { seed: laptopSeed(line, retail, ordinal), values: finderValues(line) };
    });
}

/** Seed step: every laptop model, then its row of finder numbers (upserted by model id). */
export async function seedLaptops(tx: Queryable): Promise<number> {
  const seeds = laptopSeedsWithValues();
  for (const { seed, values } of seeds) {
    const id = await upsertModel(tx, seed);
    // seed: upsert the finder numbers of one laptop
    await tx.query(
      `INSERT INTO laptop_finder (model_id, company_path, released, price_cents, currency, screen_inches, ram_gb, storage_gb,
                                  weight_kg, battery_wh, release_year, cpu_family, gpu_kind, os)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (model_id) DO UPDATE SET
         company_path = EXCLUDED.company_path, released = EXCLUDED.released, price_cents = EXCLUDED.price_cents, currency = EXCLUDED.currency, screen_inches = EXCLUDED.screen_inches,
         ram_gb = EXCLUDED.ram_gb, storage_gb = EXCLUDED.storage_gb, weight_kg = EXCLUDED.weight_kg,
         battery_wh = EXCLUDED.battery_wh, release_year = EXCLUDED.release_year, cpu_family = EXCLUDED.cpu_family,
         gpu_kind = EXCLUDED.gpu_kind, os = EXCLUDED.os`,
      [
        id,
        seed.companyPath,
        seed.released,
        values.priceCents,
        values.currency,
        values.screenInches,
        values.ramGb,
        values.storageGb,
        values.weightKg,
        values.batteryWh,
        values.releaseYear,
        values.cpuFamily,
        values.gpuKind,
        values.os,
      ],
    );
  }
  return seeds.length;
}
