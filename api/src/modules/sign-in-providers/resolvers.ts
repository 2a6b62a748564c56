import type { Resolvers } from '../../generated/resolvers-types';

export const signInProviderResolvers: Resolvers = {
  Query: {
    signInProviders: (_parent, _args, ctx) => ctx.services.signInProviders.providers(),
    myLinkedSignIns: (_parent, _args, ctx) => ctx.services.signInProviders.linked(ctx),
  },
  Mutation: {
    unlinkSignIn: (_parent, args, ctx) => ctx.services.signInProviders.unlink(ctx, args.provider),
  },
};
