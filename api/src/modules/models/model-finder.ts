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
  type createFinderRunner,
  finderArguments,
  finderFieldErrors,
  optionalList,
  optionalNumber,
} from '../finder/finder-runner';
import type { FinderCondition, FinderOptionGroup, FinderSortKey } from '../finder/finder-conditions';
import type { FinderHistogramSpec } from '../finder/finder-histograms';

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

/** What a finder query selects beyond its page (its resolver looks with `selects`): counts and histograms cost more. */
export interface FinderSelection {
  withCounts?: boolean;
  withHistograms?: boolean;
}

/** A brand a model finder offers (the schema's FinderBrand). */
interface OfferedBrand {
  companyPath: string;
  companyName: string;
}

/** From..to, newest first, as a finder's release-year selects list them; none when the catalogue states no year. */
export const yearsNewestFirst = (from: number | null, to: number | null): number[] =>
  from === null || to === null ? [] : Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => to - index);

/**
 * A model section's finder (phones, laptops) on its runner: each page with the option counts and histograms the query
 * selects, and the brands and release years its filters offer. What the catalogue offers is read once per catalogue
 * change (`offered`), and so are the counted options built from it: the index then finds each option's bits by identity.
 */
export function modelFinder<
  Item,
  Offered extends { brands: OfferedBrand[]; releaseYears: number[] },
  Checked,
  Sort extends string,
>(
  runner: Pick<
    ReturnType<typeof createFinderRunner<{ model_id: number }, { model_id: number }, Item>>,
    'page' | 'whileIndexed'
  >,
  config: {
    offered: () => Promise<Offered>;
    optionGroups: (offered: Offered) => FinderOptionGroup[];
    arguments: { check(input: unknown): { filter: Checked; sort: Sort; page: number; limit: number } };
    conditions: (filter: Checked) => FinderCondition[];
    sortKeys: Record<Sort, FinderSortKey>;
    histograms: readonly FinderHistogramSpec[];
  },
) {
  const offered = runner.whileIndexed(config.offered);
  const optionGroups = runner.whileIndexed(async () => config.optionGroups(await offered()));
  return {
    /**
     * One page of matches with the exact total; with `withCounts` (the query selects `optionCounts`), every option's
     * count, and with `withHistograms` the ranges' histograms, asked of the index in the same question.
     */
    async finder(input: unknown, { withCounts = false, withHistograms = false }: FinderSelection = {}) {
      const { filter, sort, page, limit } = config.arguments.check(input);
      const groups = withCounts ? await optionGroups() : undefined;
      const histograms = withHistograms ? config.histograms : undefined;
      return runner.page(config.conditions(filter), config.sortKeys[sort], page, limit, groups, histograms);
    },
    /** The brands (with their names) the finder offers, over the whole catalogue. */
    brands: async () => (await offered()).brands,
    /** The release years the finder offers, newest first. */
    releaseYears: async () => (await offered()).releaseYears,
  };
}
