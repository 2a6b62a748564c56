import { DATA_SOURCES } from './data-sources';

export const creditResolvers = {
  Query: {
    dataSources: () => DATA_SOURCES,
  },
};
