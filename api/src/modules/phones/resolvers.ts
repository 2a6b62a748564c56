import type { Resolvers } from '../../generated/resolvers-types';
import { selects } from '../../shared/selected-fields';
import { countsAskedWithPage, histogramsAskedWithPage } from '../finder/finder-runner';

/** The phone section's API: its pages run on the shared model service, the finder on the phone service. */
export const phoneResolvers: Resolvers = {
  Query: {
    homeMobiles: (_parent, _args, ctx) => ctx.services.models.homeMobiles(),
    mobileCompareModels: (_parent, _args, ctx) => ctx.services.models.mobileCompareModels(),
    mobileModels: (_parent, args, ctx) =>
      ctx.services.models.modelPage('mobile', args.input, args.page ?? 1, args.limit ?? 12),
    searchMobiles: (_parent, args, ctx) => ctx.services.models.search('mobile', args.searchKey),
    mobileFeature: (_parent, args, ctx) => ctx.services.models.mobileFeature(args.company, args.path),
    phoneFinder: (_parent, args, ctx, info) =>
      ctx.services.phones.finder(args, {
        withCounts: selects(info, 'optionCounts'),
        withHistograms: selects(info, 'histograms'),
      }),
  },
  MobileFeature: {
    standing: (phone, _args, ctx) => ctx.services.phones.standing(phone.modelId),
  },
  PhoneFinderPage: {
    optionCounts: countsAskedWithPage,
    histograms: histogramsAskedWithPage,
    brands: (_page, _args, ctx) => ctx.services.phones.brands(),
    releaseYears: (_page, _args, ctx) => ctx.services.phones.releaseYears(),
  },
};
