import type { GraphQLContext } from '../../context';
import type { CommentView } from './service';

type Thread = { category: string; brand: string; path: string };

export const commentResolvers = {
  Query: {
    comments: (_: unknown, args: Thread, ctx: GraphQLContext) => ctx.services.comments.list(args.category, args.brand, args.path),
  },
  Mutation: {
    createComment: (_: unknown, args: Thread & { comment: string; name: string; email?: string | null; parentId?: string | null }, ctx: GraphQLContext) =>
      ctx.services.comments.create(ctx, args),
  },
  Subscription: {
    commentAdded: {
      subscribe: (_: unknown, args: Thread, ctx: GraphQLContext) => ctx.services.comments.subscribe(args.category, args.brand, args.path),
      resolve: (payload: CommentView) => payload,
    },
  },
};
