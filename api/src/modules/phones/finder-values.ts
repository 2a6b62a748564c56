import { leadingNumber, releaseYear, usdCents } from '../finder/finder-values';

/**
 * The numbers the phone finder filters and sorts on, read once at seed time from the spec fields stored for each
 * phone (never parsed per request). A value a reader cannot find in the text is null: the phone then drops out of
 * that filter instead of matching a guess. Where a phone comes in several memory or storage versions, the largest
 * counts (the phone is sold with it).
 */
export const PANEL_TYPES = ['OLED', 'LCD'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export const CHIPSET_MAKERS = ['QUALCOMM', 'MEDIATEK', 'APPLE', 'GOOGLE', 'SAMSUNG', 'HISILICON'] as const;
export type ChipsetMaker = (typeof CHIPSET_MAKERS)[number];

/** A yes/no feature; null when the spec sheet does not say. */
export const FEATURE_STATES = ['YES', 'NO'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

export interface PhoneFinderValues {
  priceCents: number | null;
  currency: string | null;
  releaseYear: number | null;
  displayInches: number | null;
  /** The shorter side in pixels: 1080 for 1080x2400 ("FHD+"), 1440 for QHD+. */
  resolutionShortPx: number | null;
  refreshHz: number | null;
  panel: PanelType | null;
  chipsetMaker: ChipsetMaker | null;
  ramGb: number | null;
  storageGb: number | null;
  cardSlot: FeatureState | null;
  mainCameraMp: number | null;
  batteryMah: number | null;
  wiredChargingW: number | null;
  wirelessCharging: FeatureState | null;
  has5g: FeatureState | null;
  nfc: FeatureState | null;
  headphoneJack: FeatureState | null;
  /** The IP code's two digits (68 for IP68); the higher of two codes ("IP68 and IP69" -> 69). */
  ipRating: number | null;
}

/** "6.3 inches" -> 6.3. */
export function displayInches(size: string | null | undefined): number | null {
  const inches = leadingNumber(size);
  return inches !== null && inches > 0 ? inches : null;
}

/** "1080x2400", "2622 x 1206", "3120 x 1440 (QHD+)" -> the shorter side (1080, 1206, 1440). */
export function resolutionShortSide(resolution: string | null | undefined): number | null {
  const match = /(\d{3,4})\s*[x×]\s*(\d{3,4})/.exec(resolution ?? '');
  return match ? Math.min(Number(match[1]), Number(match[2])) : null;
}

/** "120 Hz", "ProMotion up to 120 Hz", "1-120 Hz adaptive", "60-120 Hz" -> the highest rate named (120). */
export function refreshRateHz(refresh: string | null | undefined): number | null {
  const match = /(\d+)\s*Hz/i.exec(refresh ?? '');
  return match ? Number(match[1]) : null;
}

/** "AMOLED", "P-OLED", "Actua pOLED", "Super Retina XDR OLED" -> OLED; "IPS LCD", "PLS LCD" -> LCD. */
export function panelType(type: string | null | undefined): PanelType | null {
  const text = type ?? '';
  if (/OLED/i.test(text)) return 'OLED';
  if (/LCD/i.test(text)) return 'LCD';
  return null;
}

/** "Qualcomm SM8550 Snapdragon 8 Gen2", "Apple A18 Pro", "Google Tensor G4", "Samsung Exynos 990"... -> the maker. */
export function chipsetMaker(chip: string | null | undefined): ChipsetMaker | null {
  const text = chip ?? '';
  if (/^Qualcomm|Snapdragon/i.test(text)) return 'QUALCOMM';
  if (/^Media[Tt]ek|Helio|Dimensity/.test(text)) return 'MEDIATEK';
  if (/^Apple|^A\d{2}\b/.test(text)) return 'APPLE';
  if (/^Google|Tensor/.test(text)) return 'GOOGLE';
  if (/^Samsung|Exynos/.test(text)) return 'SAMSUNG';
  if (/^HiSilicon|Kirin/.test(text)) return 'HISILICON';
  return null;
}

/** The largest of the sizes listed: "6/8 GB LPDDR4X" -> 8, "8 / 12 GB" -> 12, "256/512/1 TB UFS4.0" -> 1024. */
export function largestGigabytes(text: string | null | undefined): number | null {
  let largest: number | null = null;
  // Each run of sizes sharing a unit: "128 GB UFS3.1 / 256/512 GB UFS4.0" has two runs, "256 GB, 512 GB, 1 TB" three.
  for (const run of (text ?? '').matchAll(/((?:\d+(?:\.\d+)?\s*\/\s*)*\d+(?:\.\d+)?)\s*(GB|TB)\b/gi)) {
    const unit = run[2]!.toUpperCase() === 'TB' ? 1024 : 1;
    const sizes = run[1]!.split('/').map((size) => Number(size.trim()));
    // "256/512/1 TB": a last size smaller than the ones before it is in the larger unit, the others in GB.
    sizes.forEach((size, index) => {
      const gigabytes = index === sizes.length - 1 || unit === 1 ? size * unit : size;
      if (Number.isFinite(gigabytes) && gigabytes > 0)
        largest = Math.max(largest ?? 0, Math.round(gigabytes * 100) / 100);
    });
  }
  return largest;
}

/** "microSD, up to 1 TB" -> YES; "No" -> NO; not stated -> null. */
export function cardSlot(external: string | null | undefined): FeatureState | null {
  const text = (external ?? '').trim();
  if (!text) return null;
  if (/^no\b/i.test(text)) return 'NO';
  return /microSD|card|NM/i.test(text) ? 'YES' : null;
}

/** The main camera's resolution: the highest of the rear cameras ("50 MP (main)", "12.2 MP", "48 MP Fusion"). */
export function mainCameraMegapixels(rearCameras: readonly string[] | null | undefined): number | null {
  const values = (rearCameras ?? []).flatMap((camera) => {
    const match = /(\d+(?:\.\d+)?)\s*MP/i.exec(camera);
    return match ? [Number(match[1])] : [];
  });
  return values.length ? Math.max(...values) : null;
}

/** "5000 mAh" -> 5000; "Not published by Apple" -> null. */
export function batteryMilliampHours(capacity: string | null | undefined): number | null {
  const match = /(\d[\d,]*)\s*mAh/i.exec(capacity ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

/** "45 W wired, 15 W wireless", "80 W SUPERVOOC wired (US)", "Wired: up to 50% in 30 min with a 20 W adapter" -> 45, 80, 20. */
export function wiredChargingWatts(charging: string | null | undefined): number | null {
  const text = charging ?? '';
  const beforeWired = /(\d+(?:\.\d+)?)\s*W\s+(?:[A-Z][A-Za-z]*\s+)?wired/i.exec(text);
  if (beforeWired) return Number(beforeWired[1]);
  const adapter = /Wired:[^;]*?(\d+(?:\.\d+)?)\s*W\s+adapter/i.exec(text);
  return adapter ? Number(adapter[1]) : null;
}

/** Wireless charging named in the charging text ("Qi wireless charging", "MagSafe wireless", "15 W wireless") -> YES. */
export function wirelessCharging(charging: string | null | undefined): FeatureState | null {
  const text = (charging ?? '').replace(/reverse wireless/gi, '');
  if (/wireless|Qi|MagSafe/i.test(text)) return 'YES';
  return null;
}

/** A 5G band list ("NR", "5G sub-6 GHz and mmWave") -> YES; none stated -> null (the wiki lists only what a phone has). */
export function fifthGeneration(bands: string | null | undefined): FeatureState | null {
  return (bands ?? '').trim() ? 'YES' : null;
}

/** "Yes", "Yes (Apple Pay)" -> YES; "No" -> NO; anything else -> null. */
export function yesOrNo(text: string | null | undefined): FeatureState | null {
  const value = (text ?? '').trim();
  if (/^yes\b/i.test(value)) return 'YES';
  if (/^no\b/i.test(value)) return 'NO';
  return null;
}

/** "IP68 (6 m for up to 30 minutes)" -> 68; "IP68 and IP69" -> 69; "IP5X" -> null (no water rating). */
export function ipRating(protection: string | null | undefined): number | null {
  const codes = [...(protection ?? '').matchAll(/\bIP(\d)(\d)\b/gi)].map((match) => Number(`${match[1]}${match[2]}`));
  return codes.length ? Math.max(...codes) : null;
}

/** A phone as stored: its price and release columns and the spec sheet (models.detail). */
export interface StoredPhone {
  price: string | null;
  released: string | null;
  detail: unknown;
}

/** The text at a path of the stored spec sheet, or null when it is missing or not text. */
function textAt(detail: unknown, ...path: string[]): string | null {
  let value: unknown = detail;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
}

function textsAt(detail: unknown, ...path: string[]): string[] {
  let value: unknown = detail;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Every finder value of one phone, from the fields its spec sheet states. */
export function phoneFinderValues(phone: StoredPhone): PhoneFinderValues {
  const { detail } = phone;
  const priceCents = usdCents(phone.price);
  const charging = textAt(detail, 'features', 'battery', 'charging');
  return {
    priceCents,
    currency: priceCents === null ? null : 'USD',
    releaseYear: releaseYear(phone.released),
    displayInches: displayInches(textAt(detail, 'features', 'display', 'screenSize')),
    resolutionShortPx: resolutionShortSide(textAt(detail, 'features', 'display', 'resolution')),
    refreshHz: refreshRateHz(textAt(detail, 'features', 'display', 'refresh_rate')),
    panel: panelType(textAt(detail, 'features', 'display', 'type')),
    chipsetMaker: chipsetMaker(textAt(detail, 'features', 'cpu', 'name')),
    ramGb: largestGigabytes(textAt(detail, 'features', 'ram', 'size')),
    storageGb: largestGigabytes(textAt(detail, 'features', 'storage', 'internal')),
    cardSlot: cardSlot(textAt(detail, 'features', 'storage', 'external')),
    mainCameraMp: mainCameraMegapixels(textsAt(detail, 'features', 'rear_camera', 'cameras')),
    batteryMah: batteryMilliampHours(textAt(detail, 'features', 'battery', 'capacity')),
    wiredChargingW: wiredChargingWatts(charging),
    wirelessCharging: wirelessCharging(charging),
    has5g: fifthGeneration(textAt(detail, 'features', 'network', '_5g')),
    nfc: yesOrNo(textAt(detail, 'features', 'wireless', 'nfc')),
    headphoneJack: yesOrNo(textAt(detail, 'features', 'sound', 'jack')),
    ipRating: ipRating(textAt(detail, 'features', 'display', 'protection')),
  };
}
