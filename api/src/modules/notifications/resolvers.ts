import type { Resolvers } from '../../generated/resolvers-types';
import type { NotificationView } from './service';

export const notificationResolvers: Resolvers = {
  Query: {
    myNotifications: (_parent, args, ctx) => ctx.services.notifications.page(ctx, args),
    myNotificationPreferences: (_parent, _args, ctx) => ctx.services.notificationPreferences.mine(ctx),
  },
  Mutation: {
    markNotificationRead: (_parent, args, ctx) => ctx.services.notifications.markRead(ctx, args.id),
    markAllNotificationsRead: (_parent, _args, ctx) => ctx.services.notifications.markRead(ctx, null),
    setNotificationPreference: (_parent, args, ctx) =>
      ctx.services.notificationPreferences.set(ctx, args.kind, args.delivery),
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_parent, _args, ctx) => ctx.services.notifications.subscribe(ctx),
      resolve: (payload: NotificationView) => payload,
    },
  },
};
