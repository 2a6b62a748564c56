import type { Resolvers } from '../../generated/resolvers-types';
import type { CommentView } from './service';

export const commentResolvers: Resolvers = {
  Query: {
    comments: (_parent, args, ctx) =>
      ctx.services.comments.list(args.category, args.brand, args.path, { before: args.before, limit: args.limit }),
  },
  Mutation: {
    createComment: (_parent, args, ctx) => ctx.services.comments.create(ctx, args),
  },
  Subscription: {
    commentAdded: {
      subscribe: (_parent, args, ctx) => ctx.services.comments.subscribe(args.category, args.brand, args.path),
      resolve: (payload: CommentView) => payload,
    },
  },
};
