import type { Resolvers } from '../../generated/resolvers-types';

/** Brands and spec models of every category; each section's model pages are answered in its own module. */
export const modelResolvers: Resolvers = {
  Query: {
    companies: (_parent, args, ctx) => ctx.services.models.companies(args.category),
    specModels: (_parent, args, ctx) => ctx.services.models.specModels(args.type),
    specModelsByCompany: (_parent, args, ctx) => ctx.services.models.specModelsByCompany(args.company, args.type),
  },
};
