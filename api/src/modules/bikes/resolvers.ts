import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { selects } from '../../shared/selected-fields';
import { countsAskedWithPage, histogramsAskedWithPage } from '../finder/finder-runner';

const bikeFinder: QueryResolvers['bikeFinder'] = (_parent, args, ctx, info) =>
  ctx.services.bikes.finder(ctx, args.filter, {
    limit: args.limit,
    page: args.page,
    sort: args.sort,
    withCounts: selects(info, 'optionCounts'),
    withHistograms: selects(info, 'histograms'),
  });

export const bikeResolvers: Resolvers = {
  Query: {
    getBikeFeature: (_parent, args, ctx) => ctx.services.bikes.feature(ctx, args.company, args.path),
    getAllBikeFeatures: (_parent, _args, ctx) => ctx.services.bikes.all(ctx),
    getPublishedBikeFeatures: (_parent, _args, ctx) => ctx.services.bikes.published(),
    getBikeFeaturesByCompany: (_parent, args, ctx) => ctx.services.bikes.byCompany(ctx, args.company),
    searchBikeFeatures: (_parent, args, ctx) => ctx.services.bikes.search(ctx, args.searchTerm),
    bikeFinder,
    // The same answer under its older names (remotes built before bikeFinder still send it).
    searchBikeCatalog: bikeFinder,
    getTopPerformers: (_parent, args, ctx) => ctx.services.bikes.topPerformers(args.limit),
    getFuelEfficientBikes: (_parent, args, ctx) => ctx.services.bikes.fuelEfficient(args.limit),
    getPowerToWeightLeaders: (_parent, args, ctx) => ctx.services.bikes.powerToWeightLeaders(args.limit),
  },
  BikeFinderPage: {
    optionCounts: countsAskedWithPage,
    histograms: histogramsAskedWithPage,
  },
  BikeCatalogResult: {
    total: (page) => page.totalCount,
    optionCounts: countsAskedWithPage,
    histograms: histogramsAskedWithPage,
  },
  BikeFeature: {
    standing: (bike, _args, ctx) => (bike.id ? ctx.services.bikes.standing(Number(bike.id)) : []),
  },
  Mutation: {
    createBikeFeature: (_parent, args, ctx) => ctx.services.bikes.create(ctx, args.input),
    updateBikeFeature: (_parent, args, ctx) => ctx.services.bikes.update(ctx, args.company, args.path, args.input),
    deleteBikeFeature: (_parent, args, ctx) => ctx.services.bikes.remove(ctx, args.company, args.path),
    toggleBikeFeaturePublished: (_parent, args, ctx) =>
      ctx.services.bikes.togglePublished(ctx, args.company, args.path),
  },
};
