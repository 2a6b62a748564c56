import type { Resolvers } from '../../generated/resolvers-types';

export const customPcResolvers: Resolvers = {
  Query: {
    myCustomPcs: (_parent, _args, ctx) => ctx.services.customPcs.mine(ctx),
    customPc: (_parent, args, ctx) => ctx.services.customPcs.byId(ctx, args.id),
    allCustomPcs: (_parent, _args, ctx) => ctx.services.customPcs.all(ctx),
    customPcsByUser: (_parent, args, ctx) => ctx.services.customPcs.byUser(ctx, args.userEmail),
    publicBuild: (_parent, args, ctx) => ctx.services.publicBuilds.byId(args.id),
    publicBuilds: (_parent, args, ctx) => ctx.services.publicBuilds.gallery(args),
    publicBuildFilterOptions: (_parent, _args, ctx) => ctx.services.publicBuilds.filterOptions(),
    myPublicBuildLike: (_parent, args, ctx) => ctx.services.publicBuilds.likedByViewer(ctx, args.id),
  },
  Mutation: {
    createCustomPc: (_parent, args, ctx) => ctx.services.customPcs.create(ctx, args.input),
    updateCustomPc: (_parent, args, ctx) => ctx.services.customPcs.update(ctx, args.id, args.input),
    deleteCustomPc: (_parent, args, ctx) => ctx.services.customPcs.remove(ctx, args.id),
    addVariantToCustomPc: (_parent, args, ctx) => ctx.services.customPcs.addVariant(ctx, args.customPcId, args.variant),
    updateVariant: (_parent, args, ctx) =>
      ctx.services.customPcs.updateVariant(ctx, args.customPcId, args.variantId, args.variant),
    removeVariantFromCustomPc: (_parent, args, ctx) =>
      ctx.services.customPcs.removeVariant(ctx, args.customPcId, args.variantId),
    publishCustomPc: (_parent, args, ctx) => ctx.services.customPcs.publish(ctx, args.id),
    unpublishCustomPc: (_parent, args, ctx) => ctx.services.customPcs.unpublish(ctx, args.id),
    likePublicBuild: (_parent, args, ctx) => ctx.services.publicBuilds.like(ctx, args.id, args.liked),
  },
};
