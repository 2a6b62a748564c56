/**
 * The numbers the laptop finder filters and sorts on, derived once at seed time from the spec text the team wrote
 * (never parsed per request). A value the text does not state is null, so the laptop drops out of that filter
 * instead of matching a guess.
 */
export const CPU_FAMILIES = [
  'APPLE_SILICON',
  'INTEL_CORE_ULTRA',
  'INTEL_CORE',
  'INTEL_OTHER',
  'AMD_RYZEN',
  'QUALCOMM_SNAPDRAGON',
] as const;
export type CpuFamily = (typeof CPU_FAMILIES)[number];

export const GPU_KINDS = ['INTEGRATED', 'DEDICATED'] as const;
export type GpuKind = (typeof GPU_KINDS)[number];

export const OPERATING_SYSTEMS = ['WINDOWS', 'MACOS', 'CHROMEOS'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export interface LaptopFinderValues {
  priceCents: number | null;
  currency: string | null;
  screenInches: number | null;
  ramGb: number | null;
  storageGb: number | null;
  weightKg: number | null;
  batteryWh: number | null;
  releaseYear: number | null;
  cpuFamily: CpuFamily | null;
  gpuKind: GpuKind | null;
  os: OperatingSystem | null;
}

export function cpuFamily(cpuName: string | null | undefined): CpuFamily | null {
  const name = cpuName ?? '';
  if (/^Apple M\d/.test(name)) return 'APPLE_SILICON';
  if (/^Intel Core Ultra/.test(name)) return 'INTEL_CORE_ULTRA';
  if (/^Intel Core/.test(name)) return 'INTEL_CORE';
  if (/^Intel/.test(name)) return 'INTEL_OTHER';
  if (/^AMD Ryzen/.test(name)) return 'AMD_RYZEN';
  if (/^Qualcomm Snapdragon/.test(name)) return 'QUALCOMM_SNAPDRAGON';
  return null;
}

/** A GPU with its own memory (GeForce, Radeon RX, "Laptop GPU") is dedicated; a named integrated GPU is integrated. */
export function gpuKind(gpuName: string | null | undefined): GpuKind | null {
  const name = gpuName ?? '';
  if (!name.trim()) return null;
  return /GeForce|Radeon RX|Laptop GPU/.test(name) ? 'DEDICATED' : 'INTEGRATED';
}

export function operatingSystem(preinstalled: string | null | undefined): OperatingSystem | null {
  const name = preinstalled ?? '';
  if (/^macOS/.test(name)) return 'MACOS';
  if (/^Windows/.test(name)) return 'WINDOWS';
  if (/^ChromeOS/.test(name)) return 'CHROMEOS';
  return null;
}
