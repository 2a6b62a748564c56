import { useAppStore, useHydrated, type UnitSystem } from '@gadgets/shared-ui';
import { groupedNumber } from '../grouped-number';
import type { SpecValue } from '../spec-table/spec-value';

/**
 * Spec values in the visitor's units. Values are stated as their makers publish them ("196 kg", "1,375 mm",
 * "35 km/l", "13 L", "27 Nm"); this finds each quantity with a unit it knows and writes it in the other system,
 * keeping the rest of the text. Screen and wheel sizes stay in inches (they are sold so everywhere), and a value that
 * already states the other system ("1.24 kg (2.7 lb)") is left as it is.
 */

interface Conversion {
  /** Units as written after a number, longest first; matched case-sensitively ("L", "mm"). */
  units: string[];
  to: string;
  factor: number;
  /** Decimals shown: whole numbers for big quantities, more for small ones. */
  decimals: (value: number) => number;
}

const oneDecimal = () => 1;
const byMagnitude = (value: number) => (value >= 100 ? 0 : value >= 10 ? 1 : 2);

const TO_IMPERIAL: Conversion[] = [
  { units: ['kg'], to: 'lb', factor: 2.204_62, decimals: oneDecimal },
  { units: ['g'], to: 'oz', factor: 0.035_274, decimals: oneDecimal },
  { units: ['mm'], to: 'in', factor: 1 / 25.4, decimals: byMagnitude },
  { units: ['cm'], to: 'in', factor: 1 / 2.54, decimals: byMagnitude },
  { units: ['km/h', 'kmph', 'kph'], to: 'mph', factor: 0.621_371, decimals: () => 0 },
  { units: ['km/l', 'kmpl'], to: 'mpg', factor: 2.352_15, decimals: () => 0 },
  { units: ['litres', 'liters', 'L'], to: 'gal', factor: 0.264_172, decimals: oneDecimal },
  { units: ['Nm'], to: 'lb-ft', factor: 0.737_562, decimals: () => 0 },
  { units: ['km'], to: 'mi', factor: 0.621_371, decimals: () => 0 },
  { units: ['°C'], to: '°F', factor: NaN, decimals: () => 0 },
];

const TO_METRIC: Conversion[] = [
  { units: ['lbs', 'lb'], to: 'kg', factor: 1 / 2.204_62, decimals: () => 2 },
  { units: ['oz'], to: 'g', factor: 1 / 0.035_274, decimals: () => 0 },
  { units: ['mph'], to: 'km/h', factor: 1 / 0.621_371, decimals: () => 0 },
  { units: ['mpg'], to: 'km/l', factor: 1 / 2.352_15, decimals: oneDecimal },
  { units: ['gal'], to: 'L', factor: 1 / 0.264_172, decimals: oneDecimal },
  { units: ['lb-ft', 'lb·ft'], to: 'Nm', factor: 1 / 0.737_562, decimals: () => 0 },
  { units: ['°F'], to: '°C', factor: NaN, decimals: () => 0 },
];

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * A run of numbers joined by x, × or a range ("152.8 x 72 x 8.5", "0 to 35", "10-40"), then a unit that no letter
 * follows.
 */
function patternOf(conversion: Conversion): RegExp {
  const units = conversion.units.map(escape).join('|');
  return new RegExp(String.raw`((?:${NUMBER})(?:\s*(?:[x×–-]|to)\s*(?:${NUMBER}))*)\s?(${units})(?![\p{L}/])`, 'gu');
}

const compiled = (conversions: Conversion[]) =>
  conversions.map((conversion) => {
    const pattern = patternOf(conversion);
    return { conversion, pattern, test: new RegExp(pattern.source, 'u') };
  });
const IMPERIAL = compiled(TO_IMPERIAL);
const METRIC = compiled(TO_METRIC);
/** Units of each system, to tell a value that states both. */
const STATES_IMPERIAL = compiled(TO_METRIC);
const STATES_METRIC = compiled(TO_IMPERIAL);

function converted(conversion: Conversion, number: string): string {
  const value = Number(number.replace(/,/g, ''));
  let result: number;
  if (conversion.to === '°F') result = (value * 9) / 5 + 32;
  else if (conversion.to === '°C') result = ((value - 32) * 5) / 9;
  else result = value * conversion.factor;
  const scale = 10 ** conversion.decimals(result);
  return groupedNumber(Math.round(result * scale) / scale);
}

const mentions = (text: string, patterns: { test: RegExp }[]) => patterns.some(({ test }) => test.test(text));
const ANY_DIGIT = /\d/;

/** A spec value's text in a system of units (see above); unchanged when it has nothing to convert. */
export function inUnits(text: string, system: UnitSystem): string {
  if (!ANY_DIGIT.test(text)) return text;
  const [conversions, target] = system === 'imperial' ? [IMPERIAL, STATES_IMPERIAL] : [METRIC, STATES_METRIC];
  if (mentions(text, target)) return text;
  let result = text;
  for (const { conversion, pattern } of conversions) {
    result = result.replace(
      pattern,
      (_whole, numbers: string) =>
        `${numbers.replace(new RegExp(NUMBER, 'g'), (number) => converted(conversion, number))} ${conversion.to}`,
    );
  }
  return result;
}

/**
 * The units spec values are shown in: none (as published) on the server and in the first browser render, so the
 * page hydrates as it was served; the visitor's choice (kept in this browser) from then on.
 */
export function useSpecUnits(): UnitSystem | null {
  const hydrated = useHydrated();
  const units = useAppStore((state) => state.units);
  return hydrated ? units : null;
}

export const LABEL_UNIT = /\(([^()]+)\)$/;
const BARE_NUMBER = new RegExp(`^(?:${NUMBER})$`);

/**
 * A row whose label names the unit of its bare numbers ("Seat Height (mm)": 825) in a system of units: the label
 * names the unit shown ("Seat Height (in)") and each bare number is converted. Other rows come back as they are (their
 * values carry their own units, which `inUnits` converts).
 */
export function labelledRowInUnits<Value>(
  label: string,
  values: readonly Value[],
  system: UnitSystem | null,
): { label: string; values: Value[] } {
  const unit = system ? LABEL_UNIT.exec(label)?.[1] : undefined;
  const target = unit ? inUnits(`1 ${unit}`, system!).replace(/^[\d.,]+ /, '') : undefined;
  if (!unit || !target || target === unit) return { label, values: [...values] };
  const converted = values.map((value) =>
    (typeof value === 'number' || typeof value === 'string') && BARE_NUMBER.test(String(value))
      ? (inUnits(`${value} ${unit}`, system!).replace(` ${target}`, '') as Value)
      : value,
  );
  return { label: label.replace(LABEL_UNIT, `(${target})`), values: converted };
}

/** A spec value as a visitor reads it: each text entry in their units (numbers and yes/no stay as they are). */
export function valueInUnits(value: SpecValue, system: UnitSystem | null): SpecValue {
  if (!system) return value;
  if (typeof value === 'string') return inUnits(value, system);
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === 'string' ? inUnits(entry, system) : entry));
  return value;
}

/** A row's label and values as a visitor reads them in a system of units (see `labelledRowInUnits`, `inUnits`). */
export function rowAsRead(
  label: string,
  values: readonly SpecValue[],
  system: UnitSystem | null,
): { label: string; values: SpecValue[] } {
  const labelled = labelledRowInUnits(label, values, system);
  return { label: labelled.label, values: labelled.values.map((value) => valueInUnits(value, system)) };
}
