import { z } from 'zod';
import { validationError, type FieldError } from '../../shared/errors';
import { PRICE_CURRENCIES } from './list-price';

/**
 * Server-side bounds for admin writes: plausible for any road motorcycle sold today, so a value outside them is a
 * typo (a missing digit, cc typed into HP). Each message names the field and its bounds; the console shows it beside
 * the field.
 */
export const NUMBER_BOUNDS = {
  displacementCc: { label: 'Displacement', min: 50, max: 2500, unit: 'cc' },
  maxPowerHp: { label: 'Max power', min: 1, max: 300, unit: 'HP' },
  maxPowerRpm: { label: 'Max power RPM', min: 500, max: 20000, unit: 'RPM', int: true },
  maxTorqueNm: { label: 'Max torque', min: 1, max: 400, unit: 'Nm' },
  maxTorqueRpm: { label: 'Max torque RPM', min: 500, max: 20000, unit: 'RPM', int: true },
  valvesPerCylinder: { label: 'Valves per cylinder', min: 1, max: 8, unit: '', int: true },
  boreMm: { label: 'Bore', min: 20, max: 200, unit: 'mm' },
  strokeMm: { label: 'Stroke', min: 20, max: 200, unit: 'mm' },
  mileage: { label: 'Mileage', min: 1, max: 150, unit: 'km/l' },
  topSpeed: { label: 'Top speed', min: 20, max: 450, unit: 'km/h' },
  numberOfGears: { label: 'Number of gears', min: 1, max: 10, unit: '', int: true },
  overallLengthMm: { label: 'Length', min: 1000, max: 4000, unit: 'mm' },
  overallWidthMm: { label: 'Width', min: 400, max: 1500, unit: 'mm' },
  overallHeightMm: { label: 'Height', min: 600, max: 2000, unit: 'mm' },
  wheelbaseMm: { label: 'Wheelbase', min: 800, max: 2500, unit: 'mm' },
  groundClearanceMm: { label: 'Ground clearance', min: 50, max: 500, unit: 'mm' },
  seatHeightMm: { label: 'Seat height', min: 500, max: 1200, unit: 'mm' },
  kerbWeightKg: { label: 'Kerb weight', min: 50, max: 600, unit: 'kg' },
  fuelTankCapacityL: { label: 'Fuel tank', min: 2, max: 50, unit: 'L' },
  frontBrakeSizeMm: { label: 'Front brake size', min: 100, max: 500, unit: 'mm' },
  rearBrakeSizeMm: { label: 'Rear brake size', min: 100, max: 500, unit: 'mm' },
  listPrice: { label: 'List price', min: 0, max: 100_000_000, unit: '' },
} as const;

export const TEXT_FIELDS = [
  'series',
  'engineType',
  'coolingSystem',
  'valveSystem',
  'fuelSystem',
  'compressionRatio',
  'startingSystem',
  'fuelType',
  'transmissionType',
  'gearShiftPattern',
  'clutchType',
  'finalDrive',
  'frameType',
  'frontSuspension',
  'rearSuspension',
  'frontBrakeType',
  'rearBrakeType',
  'absType',
  'frontTyreSize',
  'rearTyreSize',
  'tyreType',
  'wheelType',
  'battery',
  'headlight',
  'tailLight',
  'turnSignal',
  'instrumentConsole',
  'price',
  'warranty',
  'countryOfOrigin',
] as const;

const LIST_FIELDS = ['highlights', 'drawbacks', 'additionalFeatures', 'coloursAvailable'] as const;
const PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE_PATTERN = /^(\/media\/[a-z0-9/_.-]+|https:\/\/\S+)$/;

function boundedNumber({
  label,
  min,
  max,
  unit,
  ...rest
}: {
  label: string;
  min: number;
  max: number;
  unit: string;
  int?: boolean;
}) {
  const range = `${label} must be between ${min.toLocaleString('en-US')} and ${max.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
  const base = z
    .number({ error: `${label} must be a number` })
    .min(min, range)
    .max(max, range);
  return ('int' in rest && rest.int ? base.int(`${label} must be a whole number`) : base).nullish();
}

/** Blank text is unknown (null), shown as 'N/A'. */
const text = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

const list = (label: string, max: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot hold empty items`)
        .max(500, `${label} items must be at most 500 characters`),
    )
    .max(max, `${label} can hold at most ${max} items`)
    .nullish();

const fieldShape = {
  ...Object.fromEntries(Object.entries(NUMBER_BOUNDS).map(([field, bounds]) => [field, boundedNumber(bounds)])),
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])),
  ...Object.fromEntries(LIST_FIELDS.map((field) => [field, list(field, 30)])),
  imgs: z
    .array(z.string().trim().regex(IMAGE_PATTERN, 'Images must be /media/... paths or https:// URLs'))
    .max(12, 'At most 12 images')
    .nullish(),
  sourceUrl: z
    .string()
    .trim()
    .max(500, 'Source URL must be at most 500 characters')
    .regex(/^https?:\/\/\S+$/, "Source URL must be the maker's http(s) page")
    .nullish(),
  priceCurrency: z
    .enum(PRICE_CURRENCIES, { error: `Currency must be one of ${PRICE_CURRENCIES.join(', ')}` })
    .nullish(),
  published: z.boolean().nullish(),
} as const;

const modelName = z
  .string({ error: 'Model is required' })
  .trim()
  .min(1, 'Model is required')
  .max(100, 'Model must be at most 100 characters');

const createSchema = z
  .object({
    // The identity first, so its problem is the first message.
    company: z.string().trim().min(1, 'Brand is required'),
    model: modelName,
    path: z
      .string()
      .trim()
      .max(100, 'Path must be at most 100 characters')
      .regex(PATH_PATTERN, 'Path must be lower-case letters, digits and hyphens'),
    ...fieldShape,
  })
  .superRefine(requireCurrencyWithPrice);

const updateSchema = z.object({ model: modelName.optional(), ...fieldShape }).superRefine(requireCurrencyWithPrice);

function requireCurrencyWithPrice(input: { listPrice?: unknown; priceCurrency?: unknown }, ctx: z.RefinementCtx) {
  if (typeof input.listPrice === 'number' && !input.priceCurrency) {
    ctx.addIssue({ code: 'custom', path: ['priceCurrency'], message: 'Choose the currency of the list price' });
  }
}

export type BikeCreateInput = z.output<typeof createSchema> & Record<string, unknown>;
export type BikeUpdateInput = z.output<typeof updateSchema> & Record<string, unknown>;

/** zod issues -> our field errors, one per field (the first problem), in input order. */
function fieldErrors(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path.find((part) => typeof part === 'string') ?? 'input');
    if (!errors.some((existing) => existing.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrors(result.error));
  return result.data;
}

export const parseCreateInput = (input: unknown) => parse(createSchema, input) as BikeCreateInput;
export const parseUpdateInput = (input: unknown) => parse(updateSchema, input) as BikeUpdateInput;
