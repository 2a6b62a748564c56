import type { GraphQLContext } from '../../context';
import type { ModelListInput } from './service';

export interface ListArgs {
  input?: ModelListInput | null;
  page: number;
  limit: number;
}

export const catalogueResolvers = {
  Query: {
    companies: (_: unknown, args: { category: string }, ctx: GraphQLContext) => ctx.services.catalogue.companies(args.category),
    homeMobiles: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.catalogue.homeMobiles(),
    mobileCompareModels: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.catalogue.mobileCompareModels(),
    mobileModels: (_: unknown, args: ListArgs, ctx: GraphQLContext) =>
      ctx.services.catalogue.modelPage('mobile', args.input, args.page ?? 1, args.limit ?? 12),
    searchMobiles: (_: unknown, args: { searchKey: string }, ctx: GraphQLContext) => ctx.services.catalogue.search('mobile', args.searchKey),
    mobileFeature: (_: unknown, args: { company: string; path: string }, ctx: GraphQLContext) =>
      ctx.services.catalogue.mobileFeature(args.company, args.path),
    specModels: (_: unknown, args: { type?: string | null }, ctx: GraphQLContext) => ctx.services.catalogue.specModels(args.type),
    specModelsByCompany: (_: unknown, args: { company: string; type?: string | null }, ctx: GraphQLContext) =>
      ctx.services.catalogue.specModelsByCompany(args.company, args.type),
  },
};
