import type { Resolvers } from '../../generated/resolvers-types';
import { selects } from '../../shared/selected-fields';
import { countsAskedWithPage, histogramsAskedWithPage } from '../finder/finder-runner';

/** The laptop section's API. Lists, search and feature pages run on the shared model service. */
export const laptopResolvers: Resolvers = {
  Query: {
    laptopComparePairs: (_parent, _args, ctx) => ctx.services.models.laptopComparePairs(),
    laptopModels: (_parent, args, ctx) =>
      ctx.services.models.modelPage('laptop', args.input, args.page ?? 1, args.limit ?? 12),
    searchLaptops: (_parent, args, ctx) => ctx.services.models.search('laptop', args.searchKey),
    laptopFeature: (_parent, args, ctx) => ctx.services.models.laptopFeature(args.company, args.path),
    laptopFinder: (_parent, args, ctx, info) =>
      ctx.services.laptops.finder(args, {
        withCounts: selects(info, 'optionCounts'),
        withHistograms: selects(info, 'histograms'),
      }),
  },
  LaptopFeature: {
    standing: (laptop, _args, ctx) => ctx.services.laptops.standing(laptop.modelId),
  },
  LaptopFinderPage: {
    facets: (_parent, _args, ctx) => ctx.services.laptops.facets(),
    optionCounts: countsAskedWithPage,
    histograms: histogramsAskedWithPage,
    brands: (_page, _args, ctx) => ctx.services.laptops.brands(),
    releaseYears: (_page, _args, ctx) => ctx.services.laptops.releaseYears(),
  },
};
