import type { Resolvers } from '../../generated/resolvers-types';

export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, args, ctx) => ctx.services.contact.page(ctx, args),
  },
  Mutation: {
    sendContactMessage: (_parent, args, ctx) => ctx.services.contact.send(ctx, args.input),
    markContactMessageHandled: (_parent, args, ctx) => ctx.services.contact.markHandled(ctx, args.id, args.handled),
  },
};
