import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import type { Actor, SessionActor } from '../../actor';
import type { Database } from '../../db/database';
import { appError, forbidden, InputChecker, unauthenticated } from '../../shared/errors';
import {
  ABSOLUTE_SESSION_MS,
  ARGON2_OPTIONS,
  checkEmail,
  NO_PASSWORD,
  REFRESH_COOKIE,
  refreshCookie,
  ROTATION_GRACE_MS,
  SESSION_REFRESH_TTL_MS,
  type AccountDeps,
} from './account-rules';
import { createLoginBackoff } from './login-backoff';
import type { TokenRow } from './store';
import { bearerToken, hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';
import type { Viewer } from './viewer';

const GRACE_SPENT = 'grace-spent';

/** Verified against when the e-mail is unknown, so timing does not reveal which addresses exist. */
let dummyHash: Promise<string> | undefined;

/**
 * Signing in and staying signed in: login issues a refresh token (a new family), getAccessToken rotates it and
 * detects reuse, logout revokes the whole login; the viewer of a request comes from its bearer token.
 */
export function createSessions({ config, db, store, limiter, logger, redis, viewers }: AccountDeps) {
  const backoff = createLoginBackoff(config.rateLimitFactor, redis, (error) =>
    logger.error('login back-off: Redis failed, counting in memory', error),
  );

  /**
   * A new refresh token: a new family (login) at sign-in, the presented token's family when rotating. It never
   * outlives the login's absolute end, so rotation cannot extend a session.
   */
  async function issueRefresh(
    ctx: SessionActor,
    userId: number,
    persistent: boolean,
    familyId: string,
    sessionEnd: Date,
    tx = db as Pick<Database, 'query'>,
    userAgent: string | null = ctx.userAgent ?? null,
  ) {
    const token = newOpaqueToken();
    const ttlMs = persistent ? config.refreshTokenTtlDays * 86400 * 1000 : SESSION_REFRESH_TTL_MS;
    const expiresAt = new Date(Math.min(Date.now() + ttlMs, sessionEnd.getTime()));
    await store.insertToken(tx, {
      userId,
      kind: 'refresh',
      hash: hashToken(token),
      expiresAt,
      persistent,
      familyId,
      sessionExpiresAt: sessionEnd,
      userAgent,
    });
    ctx.setCookie(
      refreshCookie(
        config,
        token,
        persistent ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : null,
      ),
    );
  }

  /** The end of the login a refresh token belongs to (tokens from before it was kept: 30 days after they were made). */
  const sessionEndOf = (token: TokenRow) =>
    token.session_expires_at
      ? new Date(token.session_expires_at)
      : new Date(new Date(token.created_at).getTime() + ABSOLUTE_SESSION_MS);

  function clearCookie(ctx: SessionActor) {
    ctx.setCookie(refreshCookie(config, '', 0));
  }

  return {
    async viewerFromAuthorization(authorization: string): Promise<Viewer | null> {
      const token = bearerToken(authorization);
      if (!token) return null;
      const claims = await verifyAccessToken(token, config.accessTokenSecret);
      if (!claims || !/^\d{1,9}$/.test(claims.sub)) return null;
      // The login is checked on every request (kept for moments, forgotten on every instance by any change), so
      // logging out or resetting the password ends the access token at once too.
      return viewers.read(Number(claims.sub), claims.sid, async () => {
        const user = await store.findSessionUser(Number(claims.sub), claims.sid);
        if (!user || !user.active) return null;
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          // Written only through sign-up and the profile, which accept the schema's genders alone.
          gender: user.gender as Viewer['gender'],
          avatar: user.avatar,
          admin: user.admin,
          sessionId: claims.sid,
        };
      });
    },

    async requireUser(ctx: Actor): Promise<Viewer> {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated();
      return viewer;
    },

    async requireAdmin(ctx: Actor): Promise<Viewer> {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated();
      if (!viewer.admin) throw forbidden('Only administrators can do this');
      return viewer;
    },

    async login(ctx: SessionActor, input: { email: string; password: string; rememberMe: boolean }): Promise<boolean> {
      const checker = new InputChecker();
      checkEmail(checker, input.email);
      checker.check(input.password.length > 0, 'password', 'Password is required');
      checker.check(input.password.length >= 6, 'password', 'Password must be at least 6 characters');
      checker.check(input.password.length <= 128, 'password', 'Password must be at most 128 characters');
      checker.throwIfAny();
      await limiter.hit('loginByIp', ctx.clientIp);
      await backoff.attempt(input.email, ctx.clientIp);

      const user = await store.findUserByEmail(input.email.trim());
      dummyHash ??= argonHash('not-a-real-password-1A', ARGON2_OPTIONS);
      // An account with no password yet (NO_PASSWORD, made through a sign-in provider) is verified against the dummy
      // too, so the answer's time does not tell such accounts apart; it never matches.
      const hash = user && user.password_hash !== NO_PASSWORD ? user.password_hash : await dummyHash;
      const valid = (await argonVerify(hash, input.password).catch(() => false)) && hash !== (await dummyHash);
      if (!user || !valid) {
        throw appError('UNAUTHENTICATED', 'Invalid email or password', { field: 'password' });
      }
      await backoff.succeeded(input.email, ctx.clientIp);
      if (!user.active) {
        throw appError('FORBIDDEN', 'Please activate your account with the link we sent to your email', {
          field: 'email',
        });
      }
      await issueRefresh(ctx, user.id, input.rememberMe, randomUUID(), new Date(Date.now() + ABSOLUTE_SESSION_MS));
      return true;
    },

    /**
     * Starts a login for an account whose owner was proven some other way (a sign-in provider's verified identity):
     * the same refresh cookie and family as a password login.
     */
    async startLogin(ctx: SessionActor, userId: number, persistent: boolean): Promise<void> {
      await issueRefresh(ctx, userId, persistent, randomUUID(), new Date(Date.now() + ABSOLUTE_SESSION_MS));
    },

    async getAccessToken(ctx: SessionActor): Promise<string | null> {
      const presented = ctx.cookies[REFRESH_COOKIE];
      if (!presented) return null;
      /** The account whose login was ended because an old refresh token came back. */
      let reused: number | null = null;
      const session = await db.transaction(async (tx) => {
        reused = null;
        const token = await store.findToken(tx, 'refresh', hashToken(presented));
        if (!token || new Date(token.expires_at).getTime() <= Date.now()) return null;
        if (token.revoked_at) return null;
        if (token.used_at) {
          // Rotated moments ago by a parallel request (which set the new cookie): one answer, not one per copy.
          if (Date.now() - new Date(token.used_at).getTime() < ROTATION_GRACE_MS) {
            // A further copy gets nothing, but its cookie stays: the browser already holds the rotated one.
            return token.family_id && (await store.markGraceUsed(tx, token.id))
              ? { userId: token.user_id, familyId: token.family_id }
              : GRACE_SPENT;
          }
          // An old token came back: someone kept a copy. End every session of that login, the thief's and ours.
          if (token.family_id) await store.revokeFamily(tx, token.family_id, token.user_id);
          logger.info(`refresh token reuse: user ${token.user_id}, family revoked`);
          reused = token.user_id;
          return null;
        }
        const familyId = token.family_id ?? randomUUID();
        await store.markTokenUsed(tx, token.id);
        await issueRefresh(ctx, token.user_id, token.persistent, familyId, sessionEndOf(token), tx, token.user_agent);
        await store.deleteDeadTokens(tx, token.user_id);
        return { userId: token.user_id, familyId };
      });
      if (session === GRACE_SPENT) return null;
      if (reused !== null) viewers.changed(reused);
      if (session === null) {
        clearCookie(ctx);
        return null;
      }
      const user = await store.findUserById(session.userId);
      if (!user || !user.active) return null;
      return signAccessToken(user.id, session.familyId, config.accessTokenSecret, config.accessTokenTtlSeconds);
    },

    async userDetails(ctx: Actor) {
      const viewer = await ctx.viewer();
      if (!viewer) throw unauthenticated('Not signed in');
      return {
        name: viewer.name,
        email: viewer.email,
        gender: viewer.gender,
        avatar: viewer.avatar,
        admin: viewer.admin,
      };
    },

    /** Ends the login of the refresh cookie and the login the bearer token was minted for (a client may hold either). */
    async logout(ctx: SessionActor): Promise<boolean> {
      const presented = ctx.cookies[REFRESH_COOKIE];
      const viewer = await ctx.viewer();
      const cookieOwner = await db.transaction(async (tx) => {
        if (viewer) await store.revokeFamily(tx, viewer.sessionId, viewer.id);
        const token = presented ? await store.findToken(tx, 'refresh', hashToken(presented)) : null;
        if (token?.family_id) await store.revokeFamily(tx, token.family_id, token.user_id);
        else if (token) await store.revokeToken(tx, token.id);
        return token?.user_id ?? null;
      });
      for (const userId of new Set([viewer?.id, cookieOwner])) if (userId) viewers.changed(userId);
      clearCookie(ctx);
      return true;
    },
  };
}
