import type { Resolvers } from '../../generated/resolvers-types';
import { selects } from '../../shared/selected-fields';
import { countsAskedWithPage } from '../finder/finder-runner';

export const pcPartResolvers: Resolvers = {
  Query: {
    pcParts: (_parent, args, ctx) => ctx.services.pcParts.list(args),
    pcPartPicker: (_parent, args, ctx, info) =>
      ctx.services.pcParts.picker(args, { withCounts: selects(info, 'optionCounts') }),
    pcPart: async (_parent, args, ctx) => (await ctx.services.pcParts.inOrder([args.id]))[0] ?? null,
    pcPartsByIds: (_parent, args, ctx) => ctx.services.pcParts.inOrder(args.ids),
    pcBuildCheck: (_parent, args, ctx) => ctx.services.pcParts.checkBuild(args.partIds),
  },
  PcPart: {
    standing: (part, _args, ctx) => ctx.services.pcParts.standing(part),
  },
  PcPartPickerPage: {
    manufacturers: (page, _args, ctx) => ctx.services.pcParts.manufacturers(page.category),
    optionCounts: countsAskedWithPage,
  },
  CompatibilityProblem: {
    severity: (problem) => (problem.severity === 'error' ? 'ERROR' : 'WARNING'),
  },
};
