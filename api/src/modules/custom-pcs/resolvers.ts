import type { Resolvers } from '../../generated/resolvers-types';

export const customPcResolvers: Resolvers = {
  Query: {
    myCustomPcs: (_parent, _args, ctx) => ctx.services.customPcs.mine(ctx),
    customPc: (_parent, args, ctx) => ctx.services.customPcs.byId(ctx, args.id),
    allCustomPcs: (_parent, _args, ctx) => ctx.services.customPcs.all(ctx),
    customPcsByUser: (_parent, args, ctx) => ctx.services.customPcs.byUser(ctx, args.userEmail),
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
  },
};
