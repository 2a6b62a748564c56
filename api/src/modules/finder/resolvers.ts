import type { Resolvers } from '../../generated/resolvers-types';

/** The finder answer's shared types. */
export const finderResolvers: Resolvers = {
  // Every finder's counts come as two lists; the older shape is built only when asked for.
  FinderOptionCounts: {
    options: (group) => group.values.map((value, place) => ({ value, count: group.counts[place]! })),
  },
};
