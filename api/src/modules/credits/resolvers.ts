import type { Resolvers } from '../../generated/resolvers-types';
import { DATA_SOURCES } from './data-sources';

export const creditResolvers: Resolvers = {
  Query: {
    dataSources: () => DATA_SOURCES,
  },
};
