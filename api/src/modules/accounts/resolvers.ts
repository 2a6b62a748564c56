import type { GraphQLContext } from '../../context';

export const accountResolvers = {
  Query: {
    getAccessToken: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.accounts.getAccessToken(ctx),
    getUserDetails: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.accounts.userDetails(ctx),
  },
  Mutation: {
    login: (_: unknown, args: { email: string; password: string; rememberMe?: boolean | null }, ctx: GraphQLContext) =>
      ctx.services.accounts.login(ctx, { email: args.email, password: args.password, rememberMe: Boolean(args.rememberMe) }),
    register: (_: unknown, args: { email: string; name: string; gender: string; password: string }, ctx: GraphQLContext) =>
      ctx.services.accounts.register(ctx, args),
    logout: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.accounts.logout(ctx),
    activateUser: (_: unknown, args: { activationToken: string }, ctx: GraphQLContext) => ctx.services.accounts.activate(args.activationToken),
    forgotPassword: (_: unknown, args: { email: string }, ctx: GraphQLContext) => ctx.services.accounts.forgotPassword(ctx, args.email),
    resetPassword: (_: unknown, args: { resetToken: string; newPassword: string }, ctx: GraphQLContext) =>
      ctx.services.accounts.resetPassword(ctx, args.resetToken, args.newPassword),
  },
};
