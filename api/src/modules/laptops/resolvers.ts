import type { GraphQLContext } from '../../context';
import type { LaptopFinderArguments } from './service';

export const laptopResolvers = {
  Query: {
    laptopFinder: (_: unknown, args: LaptopFinderArguments, ctx: GraphQLContext) => ctx.services.laptops.finder(args),
  },
  LaptopFinderPage: {
    facets: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.laptops.facets(),
  },
};
