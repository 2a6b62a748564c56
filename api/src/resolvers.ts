import { accountResolvers } from './modules/accounts/resolvers';
import { bikeResolvers } from './modules/bikes/resolvers';
import { catalogueResolvers } from './modules/catalogue/resolvers';

export const resolverMap = [
  { Query: { ping: () => true } },
  catalogueResolvers,
  accountResolvers,
  bikeResolvers,
];
