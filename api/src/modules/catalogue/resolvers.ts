import type { Resolvers } from '../../generated/resolvers-types';

export const catalogueResolvers: Resolvers = {
  Query: {
    companies: (_parent, args, ctx) => ctx.services.catalogue.companies(args.category),
    homeMobiles: (_parent, _args, ctx) => ctx.services.catalogue.homeMobiles(),
    mobileCompareModels: (_parent, _args, ctx) => ctx.services.catalogue.mobileCompareModels(),
    mobileModels: (_parent, args, ctx) =>
      ctx.services.catalogue.modelPage('mobile', args.input, args.page ?? 1, args.limit ?? 12),
    searchMobiles: (_parent, args, ctx) => ctx.services.catalogue.search('mobile', args.searchKey),
    mobileFeature: (_parent, args, ctx) => ctx.services.catalogue.mobileFeature(args.company, args.path),
    specModels: (_parent, args, ctx) => ctx.services.catalogue.specModels(args.type),
    specModelsByCompany: (_parent, args, ctx) => ctx.services.catalogue.specModelsByCompany(args.company, args.type),
  },
};
