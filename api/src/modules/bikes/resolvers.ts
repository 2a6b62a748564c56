import type { GraphQLContext } from '../../context';

type Key = { company: string; path: string };

export const bikeResolvers = {
  Query: {
    getBikeFeature: (_: unknown, args: Key, ctx: GraphQLContext) => ctx.services.bikes.feature(ctx, args.company, args.path),
    getAllBikeFeatures: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.bikes.all(ctx),
    getPublishedBikeFeatures: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.bikes.published(),
    getBikeFeaturesByCompany: (_: unknown, args: { company: string }, ctx: GraphQLContext) => ctx.services.bikes.byCompany(ctx, args.company),
    searchBikeFeatures: (_: unknown, args: { searchTerm: string }, ctx: GraphQLContext) => ctx.services.bikes.search(ctx, args.searchTerm),
    getTopPerformers: (_: unknown, args: { limit?: number | null }, ctx: GraphQLContext) => ctx.services.bikes.topPerformers(args.limit),
    getFuelEfficientBikes: (_: unknown, args: { limit?: number | null }, ctx: GraphQLContext) => ctx.services.bikes.fuelEfficient(args.limit),
  },
  Mutation: {
    createBikeFeature: async (_: unknown, args: { input: Record<string, unknown> }, ctx: GraphQLContext) => {
      await ctx.services.accounts.requireAdmin(ctx);
      return ctx.services.bikes.create(args.input);
    },
    updateBikeFeature: async (_: unknown, args: Key & { input: Record<string, unknown> }, ctx: GraphQLContext) => {
      await ctx.services.accounts.requireAdmin(ctx);
      return ctx.services.bikes.update(args.company, args.path, args.input);
    },
    deleteBikeFeature: async (_: unknown, args: Key, ctx: GraphQLContext) => {
      await ctx.services.accounts.requireAdmin(ctx);
      return ctx.services.bikes.remove(args.company, args.path);
    },
    toggleBikeFeaturePublished: async (_: unknown, args: Key, ctx: GraphQLContext) => {
      await ctx.services.accounts.requireAdmin(ctx);
      return ctx.services.bikes.togglePublished(args.company, args.path);
    },
  },
};
