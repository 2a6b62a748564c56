import type { GraphQLContext } from '../../context';

export const pcPartResolvers = {
  Query: {
    pcParts: (_: unknown, args: { category?: string | null; search?: string | null; limit?: number | null }, ctx: GraphQLContext) =>
      ctx.services.pcParts.list(args.category, args.search, args.limit),
  },
};
