import { sizeText } from '@gadgets/shared-ui/widgets';

interface KeyNumbers {
  screenInches: number | null;
  ramGb: number | null;
  storageGb: number | null;
  weightKg: number | null;
  batteryWh: number | null;
}

/**
 * How a card reads: '13.4" · 16 GB RAM · 512 GB · 1.19 kg · 55 Wh', the stated numbers only: a number the data sheet does not
 * give is left out rather than guessed.
 */
export function keyNumbersText(laptop: KeyNumbers): string {
  return [
    laptop.screenInches !== null ? `${laptop.screenInches}"` : null,
    laptop.ramGb !== null ? `${laptop.ramGb} GB RAM` : null,
    laptop.storageGb !== null ? sizeText(laptop.storageGb) : null,
    laptop.weightKg !== null ? `${laptop.weightKg} kg` : null,
    laptop.batteryWh !== null ? `${laptop.batteryWh} Wh` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
