import type { Resolvers } from '../../generated/resolvers-types';

export const moderationResolvers: Resolvers = {
  Query: {
    contentReports: (_parent, args, ctx) => ctx.services.moderation.openReports(ctx, args),
  },
  Mutation: {
    reportContent: (_parent, args, ctx) => ctx.services.moderation.report(ctx, args),
    resolveContentReports: (_parent, args, ctx) => ctx.services.moderation.resolve(ctx, args),
    setCommentHidden: (_parent, args, ctx) => ctx.services.moderation.setCommentHidden(ctx, args.id, args.hidden),
  },
};
