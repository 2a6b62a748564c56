import type { Resolvers } from '../../generated/resolvers-types';

export const deviceResolvers: Resolvers = {
  Query: {
    devices: (_parent, args, ctx) => ctx.services.devices.list(args.category),
    device: (_parent, args, ctx) => ctx.services.devices.byId(args.id),
  },
  Mutation: {
    addReview: (_parent, args, ctx) => ctx.services.devices.addReview(ctx, args),
  },
};
