import type { GraphQLContext } from '../../context';

export const deviceResolvers = {
  Query: {
    devices: (_: unknown, args: { category?: string | null }, ctx: GraphQLContext) => ctx.services.devices.list(args.category),
    device: (_: unknown, args: { id: string }, ctx: GraphQLContext) => ctx.services.devices.byId(args.id),
  },
  Mutation: {
    addReview: (_: unknown, args: { deviceId: string; rating: number; comment: string }, ctx: GraphQLContext) =>
      ctx.services.devices.addReview(ctx, args),
  },
};
