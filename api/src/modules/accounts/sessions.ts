import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { bearerToken, type GraphQLContext, type Viewer } from '../../context';
import type { Database } from '../../db/database';
import { appError, forbidden, InputChecker, unauthenticated } from '../../shared/errors';
import { ARGON2_OPTIONS, checkEmail, REFRESH_COOKIE, refreshCookie, ROTATION_GRACE_MS, SESSION_REFRESH_TTL_MS, type AccountDeps } from './account-rules';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';

/** Verified against when the e-mail is unknown, so timing does not reveal which addresses exist. */
let dummyHash: Promise<string> | undefined;

/**
 * Signing in and staying signed in: login issues a refresh token (a new family), getAccessToken rotates it and
 * detects reuse, logout revokes the whole login; the viewer of a request comes from its bearer token.
 */
export function createSessions({ config, db, store, limiter, logger }: AccountDeps) {
  /** A new refresh token: a new family at login, the presented token's family when rotating. */
  async function issueRefresh(ctx: GraphQLContext, userId: number, persistent: boolean, familyId: string, tx = db as Pick<Database, 'query'>) {
    const token = newOpaqueToken();
    const ttlMs = persistent ? config.refreshTokenTtlDays * 86400 * 1000 : SESSION_REFRESH_TTL_MS;
    await store.insertToken(tx, { userId, kind: 'refresh', hash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs), persistent, familyId });
    ctx.setCookie(refreshCookie(config, token, persistent ? Math.floor(ttlMs / 1000) : null));
  }

  function clearCookie(ctx: GraphQLContext) {
    ctx.setCookie(refreshCookie(config, '', 0));
  }

  return {
    async viewerFromAuthorization(authorization: string): Promise<Viewer | null> {
      const token = bearerToken(authorization);
      if (!token) return null;
      const claims = verifyAccessToken(token, config.accessTokenSecret);
      if (!claims) return null;
      const user = await store.findUserById(Number(claims.sub));
      if (!user || !user.active) return null;
      return { id: user.id, email: user.email, name: user.name, avatar: user.avatar, admin: user.admin };
    },

    async requireUser(ctx: GraphQLContext): Promise<Viewer> {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated();
      return viewer;
    },

    async requireAdmin(ctx: GraphQLContext): Promise<Viewer> {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated();
      if (!viewer.admin) throw forbidden('Only administrators can do this');
      return viewer;
    },

    async login(ctx: GraphQLContext, input: { email: string; password: string; rememberMe: boolean }): Promise<boolean> {
      const checker = new InputChecker();
      checkEmail(checker, input.email);
      checker.check(input.password.length > 0, 'password', 'Password is required');
      checker.check(input.password.length >= 6, 'password', 'Password must be at least 6 characters');
      checker.check(input.password.length <= 128, 'password', 'Password must be at most 128 characters');
      checker.throwIfAny();
      await limiter.hit('loginByIp', ctx.clientIp);
      await limiter.hit('loginByEmail', input.email.trim());

      const user = await store.findUserByEmail(input.email.trim());
      dummyHash ??= argonHash('not-a-real-password-1A', ARGON2_OPTIONS);
      const valid = await argonVerify(user?.password_hash ?? (await dummyHash), input.password).catch(() => false);
      if (!user || !valid) throw appError('UNAUTHENTICATED', 'Invalid email or password', { field: 'password' });
      if (!user.active) {
        throw appError('FORBIDDEN', 'Please activate your account with the link we sent to your email', { field: 'email' });
      }
      await issueRefresh(ctx, user.id, input.rememberMe, randomUUID());
      return true;
    },

    async getAccessToken(ctx: GraphQLContext): Promise<string | null> {
      const presented = ctx.cookies[REFRESH_COOKIE];
      if (!presented) return null;
      const userId = await db.transaction(async (tx) => {
        const token = await store.findToken(tx, 'refresh', hashToken(presented));
        if (!token || new Date(token.expires_at).getTime() <= Date.now()) return null;
        if (token.revoked_at) return null;
        if (token.used_at) {
          // Rotated moments ago by a parallel request, which already set the new cookie.
          if (Date.now() - new Date(token.used_at).getTime() < ROTATION_GRACE_MS) return token.user_id;
          // An old token came back: someone kept a copy. End every session of that login, the thief's and ours.
          if (token.family_id) await store.revokeFamily(tx, token.family_id);
          logger.info(`refresh token reuse: user ${token.user_id}, family revoked`);
          return null;
        }
        await store.markTokenUsed(tx, token.id);
        await issueRefresh(ctx, token.user_id, token.persistent, token.family_id ?? randomUUID(), tx);
        await store.deleteDeadTokens(tx, token.user_id);
        return token.user_id;
      });
      if (userId === null) {
        clearCookie(ctx);
        return null;
      }
      const user = await store.findUserById(userId);
      if (!user || !user.active) return null;
      return signAccessToken(user.id, config.accessTokenSecret, config.accessTokenTtlSeconds);
    },

    async userDetails(ctx: GraphQLContext) {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated('Not signed in');
      return { name: viewer.name, email: viewer.email, avatar: viewer.avatar, admin: viewer.admin };
    },

    async logout(ctx: GraphQLContext): Promise<boolean> {
      const presented = ctx.cookies[REFRESH_COOKIE];
      if (presented) {
        await db.transaction(async (tx) => {
          const token = await store.findToken(tx, 'refresh', hashToken(presented));
          if (token?.family_id) await store.revokeFamily(tx, token.family_id);
          else if (token) await store.revokeToken(tx, token.id);
        });
      }
      clearCookie(ctx);
      return true;
    },
  };
}
