import { type Build, readBuild } from './build';
import type { PartInput } from './parts';

/**
 * The figures behind 'Estimated wattage'. CPUs and video cards use their published TDP (Intel's is the base
 * power, not the turbo peak); the data has no power figures for the rest, so these are typical draws. A monitor
 * has its own power supply and draws nothing from the build's.
 */
export const TYPICAL_DRAW_W = {
  motherboard: 50,
  memoryModule: 5,
  m2Drive: 8,
  sataDrive25: 5,
  hardDrive35: 10,
  airCooler: 5,
  liquidCooler: 15,
  caseFan: 3,
} as const;

/** A power supply should be rated at least this much above the estimated draw (25% headroom). */
export const PSU_HEADROOM = 1.25;

/** The parts of a build that draw power, as the wattage breakdown names them. */
export type PowerDrawPart = 'cpu' | 'gpu' | 'motherboard' | 'memory' | 'storage' | 'cooler' | 'fans';

export const POWER_DRAW_LABELS: Record<PowerDrawPart, string> = {
  cpu: 'CPU',
  gpu: 'Video Card',
  motherboard: 'Motherboard',
  memory: 'Memory',
  storage: 'Storage',
  cooler: 'CPU Cooler',
  fans: 'Case Fans',
};

export interface PowerDraw {
  part: PowerDrawPart;
  watts: number;
}

/** What each part of the build draws, biggest consumers first; parts drawing nothing are left out. */
export function wattageBreakdown(build: Build): PowerDraw[] {
  const memory = build.memory.reduce((sum, kit) => sum + (kit.moduleCount ?? 1) * TYPICAL_DRAW_W.memoryModule, 0);
  const storage = build.storage.reduce((sum, drive) => sum + driveDraw(drive.storageInterface, drive.formFactor), 0);
  const cooler = build.cooler
    ? build.cooler.coolerType === 'liquid'
      ? TYPICAL_DRAW_W.liquidCooler
      : TYPICAL_DRAW_W.airCooler
    : 0;
  const fans = build.fans.reduce((sum, pack) => sum + (pack.quantity ?? 1) * TYPICAL_DRAW_W.caseFan, 0);
  const draws: PowerDraw[] = [
    { part: 'cpu', watts: build.cpu?.tdpW ?? 0 },
    { part: 'gpu', watts: build.gpu?.tdpW ?? 0 },
    { part: 'motherboard', watts: build.motherboard ? TYPICAL_DRAW_W.motherboard : 0 },
    { part: 'memory', watts: memory },
    { part: 'storage', watts: storage },
    { part: 'cooler', watts: cooler },
    { part: 'fans', watts: fans },
  ];
  return draws.filter((draw) => draw.watts > 0);
}

export function estimateWattage(build: Build): number {
  return wattageBreakdown(build).reduce((sum, draw) => sum + draw.watts, 0);
}

export interface PowerBudget {
  draws: PowerDraw[];
  /** The chosen power supply's rating; null without a supply or when its record states none. */
  psuWattage: number | null;
}

/** What each part draws against the chosen supply's rating, for the builder's power chart. */
export function powerBudget(parts: readonly PartInput[]): PowerBudget {
  const build = readBuild(parts);
  return { draws: wattageBreakdown(build), psuWattage: build.psu?.wattageW ?? null };
}

function driveDraw(storageInterface: string | null, formFactor: string | null): number {
  if (storageInterface === 'M.2') return TYPICAL_DRAW_W.m2Drive;
  return formFactor?.startsWith('3.5') ? TYPICAL_DRAW_W.hardDrive35 : TYPICAL_DRAW_W.sataDrive25;
}

/** The smallest power supply rating, in steps of 50 W, that leaves the recommended headroom. */
export function recommendedPsuWattage(drawW: number): number {
  return drawW === 0 ? 0 : Math.ceil((drawW * PSU_HEADROOM) / 50) * 50;
}
