import { clockSpeed, dataSize, dateValue, largestNumber, pixelCount } from '../compare/better-value';
import type { SpecValue } from '../spec-table/spec-value';
import { byDifference, byPercent, type SpecRowDefinition, type SpecSection } from './spec-sheet';

/**
 * Rows that phones and laptops share because their feature groups are the same API types (Availability, Ram,
 * Storage, Sound, the common display fields): one definition, so the two sheets label and compare them alike.
 */
type Text = string | null;

type Section<Features> = SpecSection<SpecRowDefinition<Features>>;

export function availabilitySection<
  Features extends { availability: { announced: Text; released: Text } },
>(): Section<Features> {
  return {
    title: 'Availability',
    rows: [
      { label: 'Announced', pick: (f) => f.availability.announced, score: dateValue },
      { label: 'Released', pick: (f) => f.availability.released, score: dateValue },
    ],
  };
}

/** Cores, speed and transistor count: the processor rows both categories read from the same Cpu type. */
export function cpuCoreRows<
  Features extends { cpu: { no_of_cores: Text; speed: Text; transistor_count: Text } },
>(): SpecRowDefinition<Features>[] {
  return [
    { label: 'Cores', pick: (f) => f.cpu.no_of_cores, score: largestNumber, contrast: byPercent('more cores') },
    { label: 'Speed', pick: (f) => f.cpu.speed, score: clockSpeed, contrast: byPercent('higher clock speed') },
    { label: 'Transistor count', pick: (f) => f.cpu.transistor_count, score: largestNumber },
  ];
}

interface CommonDisplay {
  type: Text;
  screenSize: Text;
  resolution: Text;
  refresh_rate: Text;
  brightness: Text;
  aspectRatio: Text;
}

/** Type, size, resolution, refresh rate, brightness, HDR and aspect ratio; the categories name their HDR field differently. */
export function displayRows<Features extends { display: CommonDisplay }>(
  hdr: (features: Features) => SpecValue,
): SpecRowDefinition<Features>[] {
  return [
    { label: 'Type', pick: (f) => f.display.type },
    { label: 'Size', pick: (f) => f.display.screenSize, score: largestNumber, contrast: byDifference('larger screen') },
    { label: 'Resolution', pick: (f) => f.display.resolution, score: pixelCount, contrast: byPercent('more pixels') },
    {
      label: 'Refresh rate',
      pick: (f) => f.display.refresh_rate,
      score: largestNumber,
      contrast: byDifference('higher refresh rate'),
    },
    {
      label: 'Brightness',
      pick: (f) => f.display.brightness,
      score: largestNumber,
      contrast: byPercent('brighter screen'),
    },
    { label: 'HDR', pick: hdr },
    { label: 'Aspect ratio', pick: (f) => f.display.aspectRatio },
  ];
}

interface MemoryAndStorage {
  ram: { size: Text; type: Text };
  storage: { internal: Text; internal_type: Text; external: Text };
}

/** RAM and storage; labels differ by category ('Internal storage' and 'Card slot' on phones). */
export function memoryRows<Features extends MemoryAndStorage>(labels: {
  storage: string;
  external: string;
}): SpecRowDefinition<Features>[] {
  return [
    { label: 'RAM', pick: (f) => f.ram.size, score: dataSize, contrast: byPercent('more RAM') },
    { label: 'RAM type', pick: (f) => f.ram.type },
    { label: labels.storage, pick: (f) => f.storage.internal, score: dataSize, contrast: byPercent('more storage') },
    { label: 'Storage type', pick: (f) => f.storage.internal_type },
    { label: labels.external, pick: (f) => f.storage.external },
  ];
}

export function soundSection<Features extends { sound: { loud_speaker: Text; jack: Text } }>(): Section<Features> {
  return {
    title: 'Sound',
    rows: [
      { label: 'Loudspeaker', pick: (f) => f.sound.loud_speaker },
      { label: '3.5 mm jack', pick: (f) => f.sound.jack },
    ],
  };
}

/** Wi-Fi and Bluetooth first, then the category's own connectivity rows. */
export function connectivitySection<Features extends { wireless: { wifi: Text; bluetooth: Text } }>(
  ownRows: SpecRowDefinition<Features>[],
): Section<Features> {
  return {
    title: 'Connectivity',
    rows: [
      { label: 'Wi-Fi', pick: (f) => f.wireless.wifi },
      { label: 'Bluetooth', pick: (f) => f.wireless.bluetooth, score: largestNumber },
      ...ownRows,
    ],
  };
}
