import { accountResolvers } from './modules/accounts/resolvers';
import { catalogueResolvers } from './modules/catalogue/resolvers';

export const resolverMap = [
  { Query: { ping: () => true } },
  catalogueResolvers,
  accountResolvers,
];
