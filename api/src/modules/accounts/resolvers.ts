import type { Resolvers } from '../../generated/resolvers-types';

export const accountResolvers: Resolvers = {
  Query: {
    getAccessToken: (_parent, _args, ctx) => ctx.services.accounts.getAccessToken(ctx),
    getUserDetails: (_parent, _args, ctx) => ctx.services.accounts.userDetails(ctx),
    mySessions: (_parent, _args, ctx) => ctx.services.accounts.sessions(ctx),
  },
  Mutation: {
    login: (_parent, args, ctx) =>
      ctx.services.accounts.login(ctx, {
        email: args.email,
        password: args.password,
        rememberMe: Boolean(args.rememberMe),
      }),
    register: (_parent, args, ctx) => ctx.services.accounts.register(ctx, args),
    logout: (_parent, _args, ctx) => ctx.services.accounts.logout(ctx),
    activateUser: (_parent, args, ctx) => ctx.services.accounts.activate(args.activationToken),
    forgotPassword: (_parent, args, ctx) => ctx.services.accounts.forgotPassword(ctx, args.email),
    resetPassword: (_parent, args, ctx) => ctx.services.accounts.resetPassword(ctx, args.resetToken, args.newPassword),
    updateProfile: (_parent, args, ctx) => ctx.services.accounts.updateProfile(ctx, args),
    changePassword: (_parent, args, ctx) => ctx.services.accounts.changePassword(ctx, args),
    requestEmailChange: (_parent, args, ctx) => ctx.services.accounts.requestEmailChange(ctx, args),
    confirmEmailChange: (_parent, args, ctx) => ctx.services.accounts.confirmEmailChange(ctx, args.token),
    endSession: (_parent, args, ctx) => ctx.services.accounts.endSession(ctx, args.id),
  },
};
