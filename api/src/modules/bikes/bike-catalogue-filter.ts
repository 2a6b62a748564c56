import { z } from 'zod';
import { validationError } from '../../shared/errors';
import { finderPaging } from '../finder/finder-runner';
import { PRICE_CURRENCIES } from './list-price';

/** The most bikes one catalogue answer carries; the catalogue has a few hundred at most. */
export const CATALOGUE_MAX_LIMIT = 200;

const ccRange = 'Engine size must be between 50 and 2,500 cc';
const cc = z.number({ error: ccRange }).min(50, ccRange).max(2500, ccRange).nullish();
const price = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(100_000_000, 'Price is too high')
  .nullish();

const filterSchema = z
  .object({
    searchTerm: z.string().trim().max(100, 'Search must be at most 100 characters').nullish(),
    companyPaths: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9-]{1,40}$/, 'Brand must be a brand path, e.g. "royalenfield"'),
      )
      .max(20, 'At most 20 brands')
      .nullish(),
    minDisplacementCc: cc,
    maxDisplacementCc: cc,
    minPrice: price,
    maxPrice: price,
    priceCurrency: z
      .enum(PRICE_CURRENCIES, { error: `Currency must be one of ${PRICE_CURRENCIES.join(', ')}` })
      .nullish(),
  })
  .superRefine((filter, ctx) => {
    if (
      filter.minDisplacementCc != null &&
      filter.maxDisplacementCc != null &&
      filter.minDisplacementCc > filter.maxDisplacementCc
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxDisplacementCc'],
        message: 'Maximum engine size must not be below the minimum',
      });
    }
    if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'Maximum price must not be below the minimum' });
    }
    // Prices are compared only within one currency: US dollars and rupees do not mix.
    if ((filter.minPrice != null || filter.maxPrice != null) && !filter.priceCurrency) {
      ctx.addIssue({ code: 'custom', path: ['priceCurrency'], message: 'Choose a currency for the price range' });
    }
  });

export interface BikeFinderFilter {
  searchTerm: string | null;
  companyPaths: string[] | null;
  minDisplacementCc: number | null;
  maxDisplacementCc: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  priceCurrency: string | null;
}

export function parseCatalogueFilter(
  input: unknown,
  limit: number | null | undefined,
  page: number | null | undefined,
): { filter: BikeFinderFilter; limit: number; page: number } {
  const result = filterSchema.safeParse(input ?? {});
  const value = limit ?? 60;
  const pageResult = finderPaging.page.safeParse(page ?? 1);
  const errors = result.success
    ? []
    : result.error.issues.map((issue) => ({ field: String(issue.path.at(-1) ?? 'filter'), message: issue.message }));
  if (!Number.isInteger(value) || value < 1 || value > CATALOGUE_MAX_LIMIT) {
    errors.push({ field: 'limit', message: `Limit must be between 1 and ${CATALOGUE_MAX_LIMIT}` });
  }
  if (!pageResult.success) errors.push({ field: 'page', message: pageResult.error.issues[0]!.message });
  if (errors.length > 0 || !result.success || !pageResult.success) throw validationError(errors);
  const data = result.data;
  return {
    filter: {
      searchTerm: data.searchTerm || null,
      companyPaths: data.companyPaths?.length ? data.companyPaths : null,
      minDisplacementCc: data.minDisplacementCc ?? null,
      maxDisplacementCc: data.maxDisplacementCc ?? null,
      minPrice: data.minPrice ?? null,
      maxPrice: data.maxPrice ?? null,
      priceCurrency: data.priceCurrency ?? null,
    },
    limit: value,
    page: pageResult.data,
  };
}
