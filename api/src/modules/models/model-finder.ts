/**
 * What the phone and laptop finders do alike. Their filters check brands by path, numbers within bounds, a lowest
 * price or first year that must not pass the highest or last, and answer a bad filter with field errors; each finder
 * words its bounds its own way (the texts its clients already show), so the texts are passed in. Their matches open
 * with the same fields (finderItemFields in the schema).
 */
import { z } from 'zod';
import { validationError } from '../../shared/errors';
import {
  checkBoundPairs,
  finderArguments,
  finderFieldErrors,
  optionalList,
  optionalNumber,
} from '../finder/finder-runner';

/** The brands a finder narrows to, by path; `example` is the brand the error text names. */
export const brandPaths = (example: string) =>
  optionalList(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,40}$/, `Brand must be a brand path, e.g. "${example}"`),
    20,
    'brands',
  );

/** What a bounded number says when it is not whole (only when it must be), below its least or above its most. */
interface BoundTexts {
  whole?: string;
  below: string;
  above: string;
}

/** An optional number from `min` to `max`. */
export function boundedNumber(min: number, max: number, texts: BoundTexts) {
  const number = texts.whole === undefined ? z.number() : z.number().int(texts.whole);
  return optionalNumber(number.min(min, texts.below).max(max, texts.above));
}

/**
 * A model finder's arguments (their schema, and their check): its filter's fields, whose lowest price, smallest size
 * (`sizeBounds`, worded by the finder) and first year must not pass the highest, largest and last; its sorts, NEWEST
 * when none is asked for.
 */
type PriceAndYearFields = Record<'minPriceCents' | 'maxPriceCents' | 'minReleaseYear' | 'maxReleaseYear', z.ZodType>;

export function modelFinderArguments<Shape extends z.ZodRawShape & PriceAndYearFields, const Sort extends string>(
  fields: Shape,
  sizeBounds: [keyof Shape & string, keyof Shape & string, string],
  sorts: readonly [Sort, ...Sort[]],
) {
  const filter = z
    .object(fields)
    .superRefine(
      checkBoundPairs<Record<string, unknown>>([
        ['minPriceCents', 'maxPriceCents', 'Lowest price must not be above the highest price'],
        sizeBounds,
        ['minReleaseYear', 'maxReleaseYear', 'First year must not be after the last year'],
      ]),
    );
  const schema = finderArguments<typeof filter, Sort | 'NEWEST'>(filter, sorts, 'NEWEST');
  return {
    schema,
    /** The arguments as checked, or the visitor's field errors (the first one as the message). */
    check(input: unknown): z.output<typeof schema> {
      const parsed = schema.safeParse(input);
      if (!parsed.success) throw validationError(finderFieldErrors(parsed.error));
      return parsed.data;
    },
  };
}

/** The finder row's columns that name a match, link it and give its launch price. */
interface FinderItemRow {
  company_path: string;
  company: string;
  name: string;
  path: string;
  img: string | null;
  released: string | null;
  price_cents: number | null;
  currency: string | null;
}

/**
 * A finder match: the fields every match opens with (finderItemFields in the schema), then the category's own.
 * Object.assign, not a spread: V8 builds `{ ...base, more }` of this size about 25 times slower (tens of µs a match,
 * most of a finder answer's CPU), and the result is read field by field again when the answer is written.
 */
export function finderItemModel<Own extends object>(row: FinderItemRow, own: Own) {
  const opening = {
    companyPath: row.company_path,
    companyName: row.company,
    name: row.name,
    path: row.path,
    img: row.img,
    released: row.released,
    listPriceCents: row.price_cents,
    currency: row.currency,
  };
  return Object.assign(opening, own);
}
