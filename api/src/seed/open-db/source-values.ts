/**
 * Reading BuildCores OpenDB values as the data states them. The source writes "unknown" as 0, "" or "None" in
 * places (0 efficiency cores on an AMD CPU, memory bus 0, integrated graphics "None"): those read as null, nothing
 * else is changed and nothing is filled in.
 */
export type SourceRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is SourceRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const objectAt = (value: unknown): SourceRecord => (isRecord(value) ? value : {});

/** A finite number, or null. */
export const numberAt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A number where the source writes 0 for "not stated". */
export const statedNumber = (value: unknown): number | null => {
  const number = numberAt(value);
  return number === 0 ? null : number;
};

const PLACEHOLDER_TEXTS = new Set(['', 'none', 'n/a']);

/** Text with its runs of spaces collapsed; "", "None" and "N/A" read as null. */
export const textAt = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return PLACEHOLDER_TEXTS.has(trimmed.toLowerCase()) ? null : trimmed;
};

export const flagAt = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

export const textsAt = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(textAt).filter((item): item is string => item !== null) : [];

/** `LGA 1700` → `LGA1700` (the space after LGA only), so a CPU, a board and a cooler name a socket alike. */
export const normaliseSocket = (socket: string): string => socket.replace(/LGA\s+(?=\d)/g, 'LGA');

const BOARD_FORM_FACTORS: Record<string, string> = {
  'Micro ATX': 'Micro-ATX',
  EATX: 'E-ATX',
  'Flex ATX': 'Flex-ATX',
  'Mini DTX': 'Mini-DTX',
};

/** Motherboard form factors as the picker names them: `Micro ATX` → `Micro-ATX`, `EATX` → `E-ATX`. */
export const normaliseBoardFormFactor = (formFactor: string): string => BOARD_FORM_FACTORS[formFactor] ?? formFactor;

/**
 * The Wi-Fi generation a board's networking text states (`Wifi 6E Bluetooth 5.3` → `Wi-Fi 6E`; `802.11ac` is Wi-Fi 5
 * by name), "None" when it says none, null when it does not say or says something else.
 */
export function wifiStandard(networking: unknown): string | null {
  if (typeof networking !== 'string') return null;
  if (networking.trim().toLowerCase() === 'none') return 'None';
  const generation = /wi-?fi[\s-]*(7|6e|6|5)\b/i.exec(networking)?.[1];
  if (generation) return `Wi-Fi ${generation.toUpperCase()}`;
  const ieee = /802\.11(be|ax|ac)\b/i.exec(networking)?.[1]?.toLowerCase();
  return ieee ? `Wi-Fi ${{ be: '7', ax: '6', ac: '5' }[ieee]}` : null;
}
