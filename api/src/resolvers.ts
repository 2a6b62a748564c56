import { accountResolvers } from './modules/accounts/resolvers';
import { bikeResolvers } from './modules/bikes/resolvers';
import { catalogueResolvers } from './modules/catalogue/resolvers';
import { commentResolvers } from './modules/comments/resolvers';

export const resolverMap = [
  { Query: { ping: () => true } },
  catalogueResolvers,
  accountResolvers,
  bikeResolvers,
  commentResolvers,
];
