import { groupedNumber } from '@gadgets/shared-ui/widgets';

interface KeyNumbers {
  displayInches: number | null;
  refreshHz: number | null;
  ramGb: number | null;
  batteryMah: number | null;
  mainCameraMp: number | null;
  has5g: boolean | null;
}

/**
 * How a card reads: '6.3" · 120 Hz · 8 GB RAM · 5,100 mAh · 48 MP · 5G', the stated numbers only: a number the spec
 * sheet does not give is left out rather than guessed.
 */
export function keyNumbersText(phone: KeyNumbers): string {
  return [
    phone.displayInches !== null ? `${phone.displayInches}"` : null,
    phone.refreshHz !== null && phone.refreshHz > 60 ? `${phone.refreshHz} Hz` : null,
    phone.ramGb !== null ? `${phone.ramGb} GB RAM` : null,
    phone.batteryMah !== null ? `${groupedNumber(phone.batteryMah)} mAh` : null,
    phone.mainCameraMp !== null ? `${phone.mainCameraMp} MP` : null,
    phone.has5g ? '5G' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
