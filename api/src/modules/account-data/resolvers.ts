import type { Resolvers } from '../../generated/resolvers-types';

export const accountDataResolvers: Resolvers = {
  Query: {
    exportMyData: (_parent, _args, ctx) => ctx.services.accountData.export(ctx),
  },
  Mutation: {
    deleteAccount: (_parent, args, ctx) => ctx.services.accountData.deleteAccount(ctx, args.password),
  },
};
