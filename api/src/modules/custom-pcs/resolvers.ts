import type { GraphQLContext } from '../../context';

type VariantInput = { category: string; description: string; price: number; partId?: string | null };
type PcInput = { name: string; variants?: VariantInput[] | null };

export const customPcResolvers = {
  Query: {
    myCustomPcs: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.customPcs.mine(ctx),
    customPc: (_: unknown, args: { id: string }, ctx: GraphQLContext) => ctx.services.customPcs.byId(ctx, args.id),
    allCustomPcs: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.customPcs.all(ctx),
    customPcsByUser: (_: unknown, args: { userEmail: string }, ctx: GraphQLContext) => ctx.services.customPcs.byUser(ctx, args.userEmail),
  },
  Mutation: {
    createCustomPc: (_: unknown, args: { input: PcInput }, ctx: GraphQLContext) => ctx.services.customPcs.create(ctx, args.input),
    updateCustomPc: (_: unknown, args: { id: string; input: PcInput }, ctx: GraphQLContext) => ctx.services.customPcs.update(ctx, args.id, args.input),
    deleteCustomPc: (_: unknown, args: { id: string }, ctx: GraphQLContext) => ctx.services.customPcs.remove(ctx, args.id),
    addVariantToCustomPc: (_: unknown, args: { customPcId: string; variant: VariantInput }, ctx: GraphQLContext) =>
      ctx.services.customPcs.addVariant(ctx, args.customPcId, args.variant),
    updateVariant: (_: unknown, args: { customPcId: string; variantId: string; variant: VariantInput }, ctx: GraphQLContext) =>
      ctx.services.customPcs.updateVariant(ctx, args.customPcId, args.variantId, args.variant),
    removeVariantFromCustomPc: (_: unknown, args: { customPcId: string; variantId: string }, ctx: GraphQLContext) =>
      ctx.services.customPcs.removeVariant(ctx, args.customPcId, args.variantId),
  },
};
