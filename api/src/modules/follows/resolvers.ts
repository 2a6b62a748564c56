import type { Resolvers } from '../../generated/resolvers-types';

export const followResolvers: Resolvers = {
  Query: {
    myFollows: (_parent, _args, ctx) => ctx.services.follows.mine(ctx),
  },
  Mutation: {
    follow: (_parent, args, ctx) => ctx.services.follows.follow(ctx, args.target),
    unfollow: (_parent, args, ctx) => ctx.services.follows.unfollow(ctx, args.id),
  },
};
