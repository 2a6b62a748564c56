import type { Resolvers } from '../../generated/resolvers-types';

export const voteResolvers: Resolvers = {
  Query: {
    modelVotes: (_parent, args, ctx) => ctx.services.votes.modelVotes(ctx, args),
    myCommentVotes: (_parent, args, ctx) => ctx.services.votes.myCommentVotes(ctx, args),
  },
  Mutation: {
    voteOnComment: (_parent, args, ctx) => ctx.services.votes.voteOnComment(ctx, args.id, args.value),
    voteOnModel: (_parent, args, ctx) => ctx.services.votes.voteOnModel(ctx, args),
  },
};
