import type { BikeFeature } from '../../bike-spec-sheet/bike-feature-fragment';

/** How one form field reads and writes its value: text, a number (with the API's bounds as a hint) or a list. */
export type FieldKind = 'text' | 'number' | 'list';

export interface FormField {
  name: keyof BikeFeature;
  label: string;
  kind: FieldKind;
  /** Shown beside number fields; the API enforces the same bounds. */
  hint?: string;
}

export interface FormGroup {
  title: string;
  fields: FormField[];
}

const text = (name: keyof BikeFeature, label: string): FormField => ({ name, label, kind: 'text' });
const number = (name: keyof BikeFeature, label: string, hint?: string): FormField => ({
  name,
  label,
  kind: 'number',
  hint,
});
const list = (name: keyof BikeFeature, label: string): FormField => ({ name, label, kind: 'list' });

/** The form's groups follow the spec sheet's sections, so an admin finds a field where visitors read it. */
export const BIKE_FORM_GROUPS: FormGroup[] = [
  {
    title: 'Basic Information',
    fields: [
      text('series', 'Series'),
      text('price', 'Price (display text)'),
      number('listPrice', 'List price', '0 or more'),
      text('priceCurrency', 'Currency (USD, INR, EUR, GBP)'),
      text('warranty', 'Warranty'),
      text('countryOfOrigin', 'Country of Origin'),
      text('sourceUrl', "Maker's source page (URL)"),
    ],
  },
  {
    title: 'Engine Specifications',
    fields: [
      text('engineType', 'Engine Type'),
      number('displacementCc', 'Displacement (cc)', '50-2,500 cc'),
      text('coolingSystem', 'Cooling System'),
      number('valvesPerCylinder', 'Valves per Cylinder', '1-8'),
      text('valveSystem', 'Valve System'),
      text('fuelSystem', 'Fuel System'),
      text('compressionRatio', 'Compression Ratio'),
      text('startingSystem', 'Starting System'),
      text('fuelType', 'Fuel Type'),
    ],
  },
  {
    title: 'Performance',
    fields: [
      number('maxPowerHp', 'Max Power (HP)', '1-300 HP'),
      number('maxPowerRpm', 'Max Power RPM', '500-20,000'),
      number('maxTorqueNm', 'Max Torque (Nm)', '1-400 Nm'),
      number('maxTorqueRpm', 'Max Torque RPM', '500-20,000'),
      number('topSpeed', 'Top Speed (km/h)', '20-450'),
      number('mileage', 'Mileage (km/l)', '1-150'),
      number('boreMm', 'Bore (mm)', '20-200'),
      number('strokeMm', 'Stroke (mm)', '20-200'),
    ],
  },
  {
    title: 'Transmission',
    fields: [
      text('transmissionType', 'Transmission Type'),
      number('numberOfGears', 'Number of Gears', '1-10'),
      text('gearShiftPattern', 'Gear Pattern'),
      text('clutchType', 'Clutch Type'),
      text('finalDrive', 'Final Drive'),
    ],
  },
  {
    title: 'Dimensions & Weight',
    fields: [
      number('overallLengthMm', 'Length (mm)', '1,000-4,000'),
      number('overallWidthMm', 'Width (mm)', '400-1,500'),
      number('overallHeightMm', 'Height (mm)', '600-2,000'),
      number('wheelbaseMm', 'Wheelbase (mm)', '800-2,500'),
      number('groundClearanceMm', 'Ground Clearance (mm)', '50-500'),
      number('seatHeightMm', 'Seat Height (mm)', '500-1,200'),
      number('kerbWeightKg', 'Kerb Weight (kg)', '50-600'),
      number('fuelTankCapacityL', 'Fuel Tank (L)', '2-50'),
    ],
  },
  {
    title: 'Chassis & Suspension',
    fields: [
      text('frameType', 'Frame Type'),
      text('frontSuspension', 'Front Suspension'),
      text('rearSuspension', 'Rear Suspension'),
    ],
  },
  {
    title: 'Brakes & Wheels',
    fields: [
      text('frontBrakeType', 'Front Brake Type'),
      number('frontBrakeSizeMm', 'Front Brake Size (mm)', '100-500'),
      text('rearBrakeType', 'Rear Brake Type'),
      number('rearBrakeSizeMm', 'Rear Brake Size (mm)', '100-500'),
      text('absType', 'ABS'),
      text('frontTyreSize', 'Front Tyre'),
      text('rearTyreSize', 'Rear Tyre'),
      text('tyreType', 'Tyre Type'),
      text('wheelType', 'Wheel Type'),
    ],
  },
  {
    title: 'Electrical & Features',
    fields: [
      text('battery', 'Battery'),
      text('headlight', 'Headlight'),
      text('tailLight', 'Tail Light'),
      text('turnSignal', 'Turn Signal'),
      text('instrumentConsole', 'Instrument Console'),
      list('additionalFeatures', 'Additional Features (one per line)'),
      list('coloursAvailable', 'Available Colors (one per line)'),
    ],
  },
  {
    title: 'Highlights and Drawbacks',
    fields: [list('highlights', 'Highlights (one per line)'), list('drawbacks', 'Drawbacks (one per line)')],
  },
];

/** Every field the form edits, as text in the inputs. */
export type FormValues = Record<string, string>;

const ALL_FIELDS = BIKE_FORM_GROUPS.flatMap((group) => group.fields);

export function formValuesOf(bike: BikeFeature | null): FormValues {
  const values: FormValues = {
    company: bike?.companyPath ?? '',
    model: bike?.model ?? '',
    path: bike?.path ?? '',
    imgs: (bike?.imgs ?? []).join('\n'),
  };
  for (const field of ALL_FIELDS) {
    const value = bike ? bike[field.name] : null;
    values[field.name] = Array.isArray(value)
      ? value.join('\n')
      : value === null || value === undefined
        ? ''
        : String(value);
  }
  return values;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The API input for these values: blank text and numbers are null (unknown, shown as N/A), lists one item a line.
 * Bounds are the API's to check, so its message lands beside the field.
 */
export function bikeInputOf(values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = { model: values.model?.trim() ?? '', imgs: lines(values.imgs ?? '') };
  for (const field of ALL_FIELDS) {
    const raw = (values[field.name] ?? '').trim();
    if (field.kind === 'list') input[field.name] = lines(raw);
    else if (field.kind === 'number') input[field.name] = raw === '' ? null : Number(raw);
    else input[field.name] = raw === '' ? null : raw;
  }
  return input;
}
