import type { GraphQLContext } from '../../context';
import type { PickerArguments } from './service';

export const pcPartResolvers = {
  Query: {
    pcParts: (_: unknown, args: { category?: string | null; search?: string | null; limit?: number | null }, ctx: GraphQLContext) =>
      ctx.services.pcParts.list(args.category, args.search, args.limit),
    pcPartPicker: (_: unknown, args: PickerArguments, ctx: GraphQLContext) => ctx.services.pcParts.picker(args),
    pcPartsByIds: (_: unknown, args: { ids: string[] }, ctx: GraphQLContext) => ctx.services.pcParts.inOrder(args.ids),
    pcBuildCheck: (_: unknown, args: { partIds: string[] }, ctx: GraphQLContext) => ctx.services.pcParts.checkBuild(args.partIds),
  },
};
