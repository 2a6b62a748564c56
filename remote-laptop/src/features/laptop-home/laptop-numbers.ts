/** How the finder's numbers read on a card: '$1,399.99 list price', '13.4" · 16 GB RAM · 512 GB · 1.19 kg · 55 Wh'. */
export function listPriceText(cents: number | null, currency: string | null): string | null {
  if (cents === null || !currency) return null;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
  return `${amount} list price`;
}

/** Gigabytes as people say them: 512 -> '512 GB', 1024 -> '1 TB'. */
export function sizeText(gigabytes: number): string {
  return gigabytes >= 1024 && gigabytes % 1024 === 0 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

interface KeyNumbers {
  screenInches: number | null;
  ramGb: number | null;
  storageGb: number | null;
  weightKg: number | null;
  batteryWh: number | null;
}

/** The stated numbers only: a number the data sheet does not give is left out rather than guessed. */
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

/** 'N laptops', with thousands separated. */
export function laptopCountText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'laptop' : 'laptops'}`;
}
