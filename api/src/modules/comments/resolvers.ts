import type { Resolvers } from '../../generated/resolvers-types';
import type { CommentView } from './service';

export const commentResolvers: Resolvers = {
  Query: {
    comments: (_parent, args, ctx) =>
      ctx.services.comments.list(args.category, args.brand, args.path, { before: args.before, limit: args.limit }),
    myCommentIds: (_parent, args, ctx) => ctx.services.comments.ownIds(ctx, args.category, args.brand, args.path),
  },
  Mutation: {
    createComment: (_parent, args, ctx) => ctx.services.comments.create(ctx, args),
    editComment: (_parent, args, ctx) => ctx.services.comments.edit(ctx, args.id, args.comment),
    deleteComment: (_parent, args, ctx) => ctx.services.comments.remove(ctx, args.id),
  },
  Subscription: {
    commentAdded: {
      subscribe: (_parent, args, ctx) => ctx.services.comments.subscribe(args.category, args.brand, args.path),
      resolve: (payload: CommentView) => payload,
    },
  },
};
