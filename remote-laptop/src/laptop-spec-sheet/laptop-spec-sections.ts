import { availabilitySection, connectivitySection, cpuCoreRows, soundSection } from '@gadgets/shared-ui/widgets';
import { displayRows, memoryRows, specSectionsOf, type SpecSection } from '@gadgets/shared-ui/widgets';
import {
  byDifference,
  byPercent,
  largestNumber,
  powerWatts,
  type SpecSheetDefinition,
} from '@gadgets/shared-ui/widgets';
import type { LaptopFeatures } from './laptop-feature-fragment';

/**
 * The nine sections of the laptop spec table, row by row. A `score` marks the
 * better value in a comparison: more memory, storage, brightness and battery, a lighter laptop.
 */
export const LAPTOP_SPEC_GROUPS: SpecSheetDefinition<LaptopFeatures> = [
  availabilitySection(),
  {
    title: 'Processor',
    rows: [
      { label: 'Name', pick: (f) => f.cpu.name },
      { label: 'Process', pick: (f) => f.cpu.size },
      ...cpuCoreRows(),
      { label: 'GPU', pick: (f) => f.cpu.gpu },
    ],
  },
  {
    title: 'Display',
    rows: displayRows((f) => f.display.hdr),
  },
  {
    title: 'Memory & Storage',
    rows: memoryRows({ storage: 'Storage', external: 'Card reader' }),
  },
  {
    title: 'Camera',
    rows: [
      { label: 'Cameras', pick: (f) => f.camera.cameras },
      { label: 'Video', pick: (f) => f.camera.video },
    ],
  },
  connectivitySection([
    { label: 'Ports', pick: (f) => f.wireless.ports },
    { label: 'NFC', pick: (f) => f.wireless.nfc },
  ]),
  soundSection(),
  {
    title: 'Battery & Build',
    rows: [
      { label: 'Battery type', pick: (f) => f.battery.type },
      { label: 'Capacity', pick: (f) => f.battery.capacity, score: largestNumber, contrast: byPercent('more battery') },
      {
        label: 'Charging',
        pick: (f) => f.battery.charging,
        score: powerWatts,
        contrast: byDifference('faster charging'),
      },
      { label: 'Battery life', pick: (f) => f.battery.usage },
      { label: 'Material', pick: (f) => f.build.material },
      { label: 'Keyboard', pick: (f) => f.build.keyboard },
      { label: 'Trackpad', pick: (f) => f.build.trackpad },
      {
        label: 'Weight',
        pick: (f) => f.build.weight,
        score: largestNumber,
        prefer: 'lower',
        contrast: byDifference('lighter'),
      },
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
  {
    title: 'Price',
    rows: [
      {
        label: 'List price',
        pick: (laptop) => laptop.price,
        score: largestNumber,
        prefer: 'lower',
        contrast: byPercent('cheaper'),
      },
    ],
  },
  ...LAPTOP_SPEC_GROUPS.map((section) => ({
    title: section.title,
    rows: section.rows.map((row) => ({ ...row, pick: (laptop: ComparableLaptop) => row.pick(laptop.features) })),
  })),
];
