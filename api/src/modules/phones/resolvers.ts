import type { Resolvers } from '../../generated/resolvers-types';

/** The phone finder's API; the phone pages themselves run on the catalogue's shared model machinery. */
export const phoneResolvers: Resolvers = {
  Query: {
    phoneFinder: (_parent, args, ctx) => ctx.services.phones.finder(args),
  },
  PhoneFinderPage: {
    optionCounts: (page, _args, ctx) => ctx.services.phones.optionCounts(page.conditions),
    brands: (_page, _args, ctx) => ctx.services.phones.brands(),
    releaseYears: (_page, _args, ctx) => ctx.services.phones.releaseYears(),
  },
};
