import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import { slugify, toPath } from '../shared/errors';
import { LAPTOP_LINES, type LaptopLine } from './laptop-specs';
import type { ModelSeed } from './model-seed';

interface OpenDbLaptop {
  id: string;
  brand: string;
  name: string;
  release_year: number | null;
  part_numbers: string[];
}

const list = (text: string) => text.split(';').map((item) => item.trim()).filter(Boolean);
const part = (text: string, index: number): string | null => text.split('|')[index]?.trim() || null;

export function laptopImage(companyPath: string, modelPath: string): string {
  return `/media/laptops/${companyPath}-${modelPath}.svg`;
}

function laptopSeed(line: LaptopLine, retail: OpenDbLaptop[], ordinal: number): ModelSeed {
  const companyPath = toPath(line.b);
  const modelPath = slugify(line.n);
  const img = laptopImage(companyPath, modelPath);
  const size = `${part(line.d, 1)} inches`;
  const ram = { size: part(line.ram, 0), type: part(line.ram, 1) };
  const detail = {
    highlights: list(line.hi),
    drawbacks: list(line.dr),
    retailNames: retail.filter((record) => record.name.includes(line.src)).map((record) => ({ name: record.name, partNumbers: record.part_numbers })),
    headerBanner: { title: `${line.b} ${line.n}`, released: line.y, colors: list(line.c), liked: 0, disliked: 0, price: line.p, images: [img] },
    features: {
      availability: { announced: line.y, released: line.y },
      cpu: { name: part(line.cpu, 0), size: part(line.cpu, 3), no_of_cores: part(line.cpu, 1), speed: part(line.cpu, 2), transistor_count: null, cpu_cache: null, gpu: line.gpu },
      display: {
        type: part(line.d, 0), screenSize: size, resolution: part(line.d, 2), refresh_rate: part(line.d, 3),
        brightness: part(line.d, 4), hdr: part(line.d, 5), aspectRatio: part(line.d, 6),
      },
      storage: { internal: part(line.st, 0), internal_type: part(line.st, 1), external: /SD/.test(line.ports) ? 'SD / microSD card reader' : 'No card reader' },
      ram,
      memory: ram,
      camera: { cameras: [line.cam], video: /4K|9 MP|32 MP/.test(line.cam) ? '4K' : /1440p|5 MP|12 MP/.test(line.cam) ? '1440p' : /1080p/.test(line.cam) ? '1080p' : '720p' },
      sound: { loud_speaker: 'Stereo speakers', jack: /3\.5 mm/.test(line.ports) ? 'Yes, 3.5 mm' : 'No' },
      wireless: { bluetooth: part(line.w, 1), wifi: part(line.w, 0), nfc: 'No', ports: list(line.ports) },
      battery: { type: 'Lithium-ion polymer', capacity: part(line.bat, 0), charging: part(line.bat, 1), usage: part(line.bat, 2) },
      build: { material: line.mat, keyboard: line.kb, trackpad: line.b === 'Apple' ? 'Force Touch trackpad' : 'Precision touchpad', weight: `${line.kg} kg` },
      os: { preinstalled: part(line.os, 0), upgradeable: part(line.os, 1) },
    },
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
    description: `${size} ${part(line.d, 0)} · ${part(line.cpu, 0)} · ${ram.size} · ${part(line.st, 0)}`,
    price: line.p,
    released: line.y,
    published: true,
    detail,
  };
}

export function laptopSeeds(): ModelSeed[] {
  const retail = JSON.parse(readFileSync(path.join(API_ROOT, 'data', 'laptops', 'laptops.json'), 'utf8')) as OpenDbLaptop[];
  const ordinals = new Map<string, number>();
  return [...LAPTOP_LINES]
    .sort((a, b) => a.b.localeCompare(b.b) || b.y.localeCompare(a.y))
    .map((line) => {
      const ordinal = (ordinals.get(line.b) ?? 0) + 1;
      ordinals.set(line.b, ordinal);
      return laptopSeed(line, retail, ordinal);
    });
}
