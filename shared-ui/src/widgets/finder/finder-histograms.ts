import { graphql, type ResultOf } from '@gadgets/shared-ui';

/**
 * What every finder asks of the API's `histograms`: each range's bars over the models every other filter leaves, the
 * bars fixed from the whole catalogue's range (so they stay put as filters change).
 */
export const FinderHistogramFields = graphql(`
  fragment FinderHistogramFields on FinderHistogram {
    key
    min
    max
    bucketWidth
    counts
  }
`);

export type FinderHistogram = ResultOf<typeof FinderHistogramFields>;

/** A range's histogram by its key (`priceCents`); undefined when the API did not send it. */
export function finderHistogramOf(histograms: readonly FinderHistogram[] | undefined, key: string) {
  return histograms?.find((histogram) => histogram.key === key);
}
