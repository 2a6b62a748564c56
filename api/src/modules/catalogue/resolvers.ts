import type { GraphQLContext } from '../../context';

export const catalogueResolvers = {
  Query: {
    companies: (_: unknown, args: { category: string }, ctx: GraphQLContext) => ctx.services.catalogue.companies(args.category),
  },
};
