import { availabilitySection, connectivitySection, cpuCoreRows, soundSection } from '@gadgets/shared-ui/widgets';
import { displayRows, memoryRows, specSectionsOf, type SpecSection } from '@gadgets/shared-ui/widgets';
import { byDifference, byPercent, entryCount, largestNumber, powerWatts } from '@gadgets/shared-ui/widgets';
import type { SpecSheetDefinition } from '@gadgets/shared-ui/widgets';
import type { MobileFeatures } from './mobile-feature-fragment';

/** The rows of the mobile spec sheet, group by group; the model page and the comparison both read this. */
export const MOBILE_SPEC_GROUPS: SpecSheetDefinition<MobileFeatures> = [
  availabilitySection(),
  {
    title: 'Network',
    rows: [
      { label: '2G', pick: (f) => f.network._2g },
      { label: '3G', pick: (f) => f.network._3g },
      { label: '4G', pick: (f) => f.network._4g },
      { label: '5G', pick: (f) => f.network._5g },
      { label: 'SIM', pick: (f) => f.network.Sim },
    ],
  },
  {
    title: 'Processor',
    rows: [
      { label: 'Chipset', pick: (f) => f.cpu.name },
      {
        label: 'Process size',
        pick: (f) => f.cpu.size,
        score: largestNumber,
        prefer: 'lower',
        contrast: byDifference('smaller process'),
      },
      ...cpuCoreRows(),
      { label: 'CPU cache', pick: (f) => f.cpu.cpu_cache, score: largestNumber, contrast: byPercent('more CPU cache') },
      { label: 'GPU', pick: (f) => f.cpu.gpu },
    ],
  },
  {
    title: 'Display',
    rows: [
      ...displayRows<MobileFeatures>((f) => f.display.HDR),
      { label: 'Screen-to-body ratio', pick: (f) => f.display.displayRatio, score: largestNumber },
      {
        label: 'Pixel density',
        pick: (f) => f.display.pixelDensity,
        score: largestNumber,
        contrast: byPercent('higher pixel density'),
      },
      { label: 'Panel bit depth', pick: (f) => f.display.panelBitDepth, score: largestNumber },
      { label: 'Always-on display', pick: (f) => f.display.alwaysOnDisplay },
      { label: 'Curved edges', pick: (f) => f.display.curvedEdges },
      { label: 'Protection', pick: (f) => f.display.protection },
      { label: 'Protective glass', pick: (f) => f.display.protectiveGlass },
    ],
  },
  {
    title: 'Memory & Storage',
    rows: memoryRows({ storage: 'Internal storage', external: 'Card slot' }),
  },
  {
    title: 'Rear Camera',
    rows: [
      { label: 'Cameras', pick: (f) => f.rear_camera.cameras, score: entryCount },
      { label: 'Video', pick: (f) => f.rear_camera.video },
      { label: 'Zoom', pick: (f) => f.rear_camera.zoom, score: largestNumber },
    ],
  },
  {
    title: 'Front Camera',
    rows: [
      { label: 'Cameras', pick: (f) => f.front_camera.cameras },
      { label: 'Video', pick: (f) => f.front_camera.video },
      { label: 'Zoom', pick: (f) => f.front_camera.zoom },
    ],
  },
  soundSection(),
  connectivitySection([
    { label: 'NFC', pick: (f) => f.wireless.nfc },
    { label: 'USB', pick: (f) => f.wireless.usb },
    { label: 'GPS', pick: (f) => f.wireless.gps },
    { label: 'FM radio', pick: (f) => f.wireless.fm },
    { label: 'Color', pick: (f) => f.wireless.color },
  ]),
  {
    title: 'Battery',
    rows: [
      { label: 'Type', pick: (f) => f.battery.type },
      { label: 'Capacity', pick: (f) => f.battery.capacity, score: largestNumber, contrast: byPercent('more battery') },
      { label: 'Removable', pick: (f) => f.battery.removable },
      {
        label: 'Charging',
        pick: (f) => f.battery.charging,
        score: powerWatts,
        contrast: byDifference('faster charging'),
      },
      { label: 'Usage', pick: (f) => f.battery.usage },
    ],
  },
];

/** The spec sheet of one phone. */
export function mobileSpecSections(features: MobileFeatures): SpecSection[] {
  return specSectionsOf(MOBILE_SPEC_GROUPS, features);
}
