import { catalogueResolvers } from './modules/catalogue/resolvers';

export const resolverMap = [
  { Query: { ping: () => true } },
  catalogueResolvers,
];
