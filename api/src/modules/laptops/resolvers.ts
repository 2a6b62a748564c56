import type { GraphQLContext } from '../../context';
import type { ListArgs } from '../catalogue/resolvers';
import type { LaptopFinderArguments } from './service';

/** The laptop section's API. Lists, search and feature pages run on the catalogue's shared model machinery. */
export const laptopResolvers = {
  Query: {
    laptopComparePairs: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.catalogue.laptopComparePairs(),
    laptopModels: (_: unknown, args: ListArgs, ctx: GraphQLContext) =>
      ctx.services.catalogue.modelPage('laptop', args.input, args.page ?? 1, args.limit ?? 12),
    searchLaptops: (_: unknown, args: { searchKey: string }, ctx: GraphQLContext) => ctx.services.catalogue.search('laptop', args.searchKey),
    laptopFeature: (_: unknown, args: { company: string; path: string }, ctx: GraphQLContext) =>
      ctx.services.catalogue.laptopFeature(args.company, args.path),
    laptopFinder: (_: unknown, args: LaptopFinderArguments, ctx: GraphQLContext) => ctx.services.laptops.finder(args),
  },
  LaptopFeatures: {
    memory: (features: { memory?: unknown; ram?: unknown }) => features.memory ?? features.ram,
  },
  LaptopFinderPage: {
    facets: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.laptops.facets(),
  },
};
