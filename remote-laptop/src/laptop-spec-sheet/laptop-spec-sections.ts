import {
  clockSpeed,
  dataSize,
  dateValue,
  largestNumber,
  pixelCount,
  powerWatts,
  specSectionsOf,
  type SpecSection,
  type SpecSheetDefinition,
} from '@gadgets/shared-ui/widgets';
import type { LaptopFeatures } from './laptop-feature-fragment';

/**
 * The nine sections of the laptop spec table (spec section 2, "Laptop detail"), row by row. A `score` marks the
 * better value in a comparison: more memory, storage, brightness and battery, a lighter laptop.
 */
export const LAPTOP_SPEC_GROUPS: SpecSheetDefinition<LaptopFeatures> = [
  {
    title: 'Availability',
    rows: [
      { label: 'Announced', pick: (f) => f.availability.announced, score: dateValue },
      { label: 'Released', pick: (f) => f.availability.released, score: dateValue },
    ],
  },
  {
    title: 'Processor',
    rows: [
      { label: 'Name', pick: (f) => f.cpu.name },
      { label: 'Process', pick: (f) => f.cpu.size },
      { label: 'Cores', pick: (f) => f.cpu.no_of_cores, score: largestNumber },
      { label: 'Speed', pick: (f) => f.cpu.speed, score: clockSpeed },
      { label: 'Transistor count', pick: (f) => f.cpu.transistor_count, score: largestNumber },
      { label: 'GPU', pick: (f) => f.cpu.gpu },
    ],
  },
  {
    title: 'Display',
    rows: [
      { label: 'Type', pick: (f) => f.display.type },
      { label: 'Size', pick: (f) => f.display.screenSize, score: largestNumber },
      { label: 'Resolution', pick: (f) => f.display.resolution, score: pixelCount },
      { label: 'Refresh rate', pick: (f) => f.display.refresh_rate, score: largestNumber },
      { label: 'Brightness', pick: (f) => f.display.brightness, score: largestNumber },
      { label: 'HDR', pick: (f) => f.display.hdr },
      { label: 'Aspect ratio', pick: (f) => f.display.aspectRatio },
    ],
  },
  {
    title: 'Memory & Storage',
    rows: [
      { label: 'RAM', pick: (f) => f.ram.size, score: dataSize },
      { label: 'RAM type', pick: (f) => f.ram.type },
      { label: 'Storage', pick: (f) => f.storage.internal, score: dataSize },
      { label: 'Storage type', pick: (f) => f.storage.internal_type },
      { label: 'Card reader', pick: (f) => f.storage.external },
    ],
  },
  {
    title: 'Camera',
    rows: [
      { label: 'Cameras', pick: (f) => f.camera.cameras },
      { label: 'Video', pick: (f) => f.camera.video },
    ],
  },
  {
    title: 'Connectivity',
    rows: [
      { label: 'Wi-Fi', pick: (f) => f.wireless.wifi },
      { label: 'Bluetooth', pick: (f) => f.wireless.bluetooth, score: largestNumber },
      { label: 'Ports', pick: (f) => f.wireless.ports },
      { label: 'NFC', pick: (f) => f.wireless.nfc },
    ],
  },
  {
    title: 'Sound',
    rows: [
      { label: 'Loudspeaker', pick: (f) => f.sound.loud_speaker },
      { label: '3.5 mm jack', pick: (f) => f.sound.jack },
    ],
  },
  {
    title: 'Battery & Build',
    rows: [
      { label: 'Battery type', pick: (f) => f.battery.type },
      { label: 'Capacity', pick: (f) => f.battery.capacity, score: largestNumber },
      { label: 'Charging', pick: (f) => f.battery.charging, score: powerWatts },
      { label: 'Battery life', pick: (f) => f.battery.usage },
      { label: 'Material', pick: (f) => f.build.material },
      { label: 'Keyboard', pick: (f) => f.build.keyboard },
      { label: 'Trackpad', pick: (f) => f.build.trackpad },
      { label: 'Weight', pick: (f) => f.build.weight, score: largestNumber, prefer: 'lower' },
    ],
  },
  {
    title: 'Operating System',
    rows: [
      { label: 'Preinstalled', pick: (f) => f.os.preinstalled },
      { label: 'Upgradeable', pick: (f) => f.os.upgradeable },
    ],
  },
];

/** The spec table of one laptop. */
export function laptopSpecSections(features: LaptopFeatures): SpecSection[] {
  return specSectionsOf(LAPTOP_SPEC_GROUPS, features);
}

/** What the comparison reads of each laptop: its features and its list price. */
export interface ComparableLaptop {
  price: string | null;
  features: LaptopFeatures;
}

/** The comparison's rows: the list price (cheaper is better) first, then the nine sections of the spec table. */
export const LAPTOP_COMPARE_GROUPS: SpecSheetDefinition<ComparableLaptop> = [
  { title: 'Price', rows: [{ label: 'List price', pick: (laptop) => laptop.price, score: largestNumber, prefer: 'lower' }] },
  ...LAPTOP_SPEC_GROUPS.map((section) => ({
    title: section.title,
    rows: section.rows.map((row) => ({ ...row, pick: (laptop: ComparableLaptop) => row.pick(laptop.features) })),
  })),
];
