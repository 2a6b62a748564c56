import type { Resolvers } from '../../generated/resolvers-types';

export const modelReviewResolvers: Resolvers = {
  Query: {
    modelReviews: (_parent, args, ctx) => ctx.services.modelReviews.list(args),
    myModelReview: (_parent, args, ctx) => ctx.services.modelReviews.mine(ctx, args),
  },
  Mutation: {
    saveModelReview: (_parent, args, ctx) => ctx.services.modelReviews.save(ctx, args),
    deleteModelReview: (_parent, args, ctx) => ctx.services.modelReviews.remove(ctx, args),
    setModelReviewHidden: (_parent, args, ctx) => ctx.services.modelReviews.setHidden(ctx, args.id, args.hidden),
  },
};
