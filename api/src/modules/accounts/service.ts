import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { Config } from '../../config';
import { bearerToken, type GraphQLContext, type Viewer } from '../../context';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { appError, EMAIL_PATTERN, forbidden, InputChecker, unauthenticated } from '../../shared/errors';
import type { BackgroundTasks } from '../../shared/background';
import type { Mailer } from '../../shared/mailer';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { AccountStore } from './store';
import { randomUUID } from 'node:crypto';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';

export const REFRESH_COOKIE = 'gadgets_refresh';
const ACTIVATION_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;
const SESSION_REFRESH_TTL_MS = 24 * 3600 * 1000;
/** A refresh token used moments ago (two tabs asking at once) still yields an access token. */
const ROTATION_GRACE_MS = 30 * 1000;
const GENDERS = ['male', 'female', 'non_binary', 'prefer_not_to_say'];
/** Argon2id (the library default, stated for clarity) with OWASP-recommended cost. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Verified against when the e-mail is unknown, so timing does not reveal which addresses exist. */
let dummyHash: Promise<string> | undefined;

export interface AccountDeps {
  config: Config;
  db: Database;
  store: AccountStore;
  mailer: Mailer;
  limiter: RateLimiter;
  logger: Logger;
  tasks: BackgroundTasks;
}

function checkEmail(checker: InputChecker, email: string, field = 'email') {
  checker.check(email.trim().length > 0, field, 'Email is required');
  if (!checker.hasError(field)) {
    checker.check(email.length <= 254 && EMAIL_PATTERN.test(email.trim()), field, 'Please enter a valid email');
  }
}

function checkNewPassword(checker: InputChecker, password: string, field: string) {
  checker.check(password.length > 0, field, 'Password is required');
  checker.check(password.length >= 8, field, 'Password must be at least 8 characters');
  checker.check(password.length <= 128, field, 'Password must be at most 128 characters');
  checker.check(/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password), field, 'Password must contain uppercase, lowercase, and number');
}

function refreshCookie(config: Config, value: string, maxAgeSeconds: number | null): string {
  const secure = config.siteUrl.startsWith('https:') ? '; Secure' : '';
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${REFRESH_COOKIE}=${value}; Path=/graphql; HttpOnly; SameSite=Lax${secure}${age}`;
}

export function createAccountService({ config, db, store, mailer, limiter, logger, tasks }: AccountDeps) {
  const link = (route: string, token: string) => `${config.siteUrl}${route}?token=${encodeURIComponent(token)}`;

  async function sendActivation(userId: number, email: string, name: string) {
    const token = newOpaqueToken();
    await store.insertToken(db, { userId, kind: 'activation', hash: hashToken(token), expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS) });
    const url = link('/auth/activate', token);
    await mailer.send({
      to: email,
      kind: 'activation',
      subject: 'Activate your Gadget Specs account',
      text: `Hi ${name},\n\nWelcome! Open this link within 24 hours to activate your account:\n${url}\n\nIf you did not sign up, ignore this mail.`,
      link: url,
    });
  }

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

    async register(ctx: GraphQLContext, input: { email: string; name: string; gender: string; password: string }): Promise<boolean> {
      const checker = new InputChecker();
      const name = input.name.trim().replace(/\s+/g, ' ');
      checker.check(name.length > 0, 'name', 'Name is required');
      checker.check(name.length <= 100, 'name', 'Name must be at most 100 characters');
      checkEmail(checker, input.email);
      checker.check(GENDERS.includes(input.gender), 'gender', 'Please select your gender');
      checkNewPassword(checker, input.password, 'password');
      checker.throwIfAny();
      await limiter.hit('registerByIp', ctx.clientIp);
      const email = input.email.trim();
      await limiter.hit('registerByEmail', email);

      // Every address costs the same before the answer: one argon2id hash (kept only for a new account). Looking
      // the address up, writing and mailing happen after the answer, so neither timing nor a mail failure tells
      // the client whether the address has an account; the owner learns what happened by mail.
      const passwordHash = await argonHash(input.password, ARGON2_OPTIONS);
      tasks.run('register', async () => {
        const existing = await store.findUserByEmail(email);
        if (existing) {
          if (!existing.active) {
            await sendActivation(existing.id, existing.email, existing.name);
          } else {
            await mailer.send({
              to: existing.email,
              kind: 'account-exists',
              subject: 'You already have a Gadget Specs account',
              text: `Hi ${existing.name},\n\nSomeone (maybe you) tried to sign up with this address. You already have an account: sign in, or reset your password here:\n${config.siteUrl}/auth/reset-password`,
              link: null,
            });
          }
          return;
        }
        let user;
        try {
          user = await db.transaction((tx) => store.insertUser(tx, { email, name, gender: input.gender, passwordHash }));
        } catch (error) {
          // A concurrent sign-up with the same address won the race; that one sends the mail.
          if (String((error as { code?: string }).code) === '23505') return;
          throw error;
        }
        logger.info(`account registered: user ${user.id}`);
        await sendActivation(user.id, user.email, user.name);
      });
      return true;
    },

    async activate(activationToken: string): Promise<boolean> {
      const ok = await db.transaction(async (tx) => {
        const token = await store.findToken(tx, 'activation', hashToken(activationToken.trim()));
        if (!token || token.used_at || new Date(token.expires_at).getTime() <= Date.now()) return false;
        await store.markTokenUsed(tx, token.id);
        await store.activateUser(tx, token.user_id);
        return true;
      });
      if (!ok) throw appError('INVALID_TOKEN', 'This activation link is invalid or has expired', { field: 'activationToken' });
      return true;
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

    async forgotPassword(ctx: GraphQLContext, emailInput: string): Promise<boolean> {
      const checker = new InputChecker();
      checkEmail(checker, emailInput);
      checker.throwIfAny();
      await limiter.hit('forgotByIp', ctx.clientIp);
      await limiter.hit('forgotByEmail', emailInput.trim());
      // Known or not, the answer is the same and comes at once; the lookup, the link and the mail follow it.
      const email = emailInput.trim();
      tasks.run('forgot-password', async () => {
        const user = await store.findUserByEmail(email);
        if (!user) return;
        const token = newOpaqueToken();
        await db.transaction(async (tx) => {
          await store.revokeTokens(tx, user.id, 'reset');
          await store.insertToken(tx, { userId: user.id, kind: 'reset', hash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
        });
        const url = link('/auth/reset-password', token);
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Gadget Specs password',
          text: `Hi ${user.name},\n\nOpen this link within 1 hour to choose a new password (it works once):\n${url}\n\nIf you did not ask for this, ignore this mail; your password stays the same.`,
          link: url,
        });
      });
      return true;
    },

    async resetPassword(ctx: GraphQLContext, resetToken: string, newPassword: string): Promise<boolean> {
      const checker = new InputChecker();
      checker.check(resetToken.trim().length > 0, 'resetToken', 'Reset token is required');
      checkNewPassword(checker, newPassword, 'newPassword');
      checker.throwIfAny();
      await limiter.hit('resetByIp', ctx.clientIp);
      const passwordHash = await argonHash(newPassword, ARGON2_OPTIONS);
      const ok = await db.transaction(async (tx) => {
        const token = await store.findToken(tx, 'reset', hashToken(resetToken.trim()));
        if (!token || token.used_at || new Date(token.expires_at).getTime() <= Date.now()) return false;
        await store.markTokenUsed(tx, token.id);
        await store.setPassword(tx, token.user_id, passwordHash);
        // Every signed-in session ends when the password changes.
        await store.revokeTokens(tx, token.user_id, 'refresh');
        return true;
      });
      if (!ok) throw appError('INVALID_TOKEN', 'This reset link is invalid or has expired', { field: 'resetToken' });
      return true;
    },

    grantAdmin(email: string, admin = true): Promise<boolean> {
      return store.setAdmin(email, admin);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
