import type { Resolvers } from '../../generated/resolvers-types';
import { filter, pipe } from 'graphql-yoga';
import type { PageActivityEvent } from './page-activity';
import type { CommentView } from './comment-view';

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
    pageActivity: {
      subscribe: (_parent, args, ctx) => ctx.services.comments.subscribe(args.category, args.brand, args.path),
      resolve: (payload: PageActivityEvent) => payload,
    },
    // Deprecated: the comments of the page's activity, for clients deployed before pageActivity.
    commentAdded: {
      subscribe: (_parent, args, ctx) =>
        pipe(
          ctx.services.comments.subscribe(args.category, args.brand, args.path),
          filter((event): event is { commentAdded: CommentView } => 'commentAdded' in event),
        ),
      resolve: (payload: { commentAdded: CommentView }) => payload.commentAdded,
    },
  },
};
