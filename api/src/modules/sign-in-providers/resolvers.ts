import type { Resolvers } from '../../generated/resolvers-types';

export const signInProviderResolvers: Resolvers = {
  Query: {
    signInProviders: (_parent, _args, ctx) => ctx.services.signInProviders.providers(),
  },
};
