import { accountResolvers } from './modules/accounts/resolvers';
import { bikeResolvers } from './modules/bikes/resolvers';
import { modelResolvers } from './modules/models/resolvers';
import { commentResolvers } from './modules/comments/resolvers';
import { contactResolvers } from './modules/contact/resolvers';
import { moderationResolvers } from './modules/moderation/resolvers';
import { signInProviderResolvers } from './modules/sign-in-providers/resolvers';
import { creditResolvers } from './modules/credits/resolvers';
import { customPcResolvers } from './modules/custom-pcs/resolvers';
import { deviceResolvers } from './modules/devices/resolvers';
import { finderResolvers } from './modules/finder/resolvers';
import { laptopResolvers } from './modules/laptops/resolvers';
import { pcPartResolvers } from './modules/pc-parts/resolvers';
import { phoneResolvers } from './modules/phones/resolvers';
import { accountDataResolvers } from './modules/account-data/resolvers';
import { followResolvers } from './modules/follows/resolvers';
import { modelReviewResolvers } from './modules/model-reviews/resolvers';
import { notificationResolvers } from './modules/notifications/resolvers';
import { voteResolvers } from './modules/votes/resolvers';

export const resolverMap = [
  { Query: { ping: () => true } },
  modelResolvers,
  finderResolvers,
  accountResolvers,
  bikeResolvers,
  commentResolvers,
  pcPartResolvers,
  customPcResolvers,
  deviceResolvers,
  creditResolvers,
  laptopResolvers,
  phoneResolvers,
  voteResolvers,
  notificationResolvers,
  accountDataResolvers,
  modelReviewResolvers,
  followResolvers,
  contactResolvers,
  signInProviderResolvers,
  moderationResolvers,
];
