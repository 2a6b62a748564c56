import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor, SessionActor } from '../../actor';
import { appError } from '../../shared/errors';
import type { AccountDeps } from '../accounts/account-rules';
import type { Viewer } from '../accounts/viewer';
import type { Database } from '../../db/database';
import { hasCanonicalSpelling } from '../../shared/email-address';
import { providerClient, type ProviderClient, type ProvenIdentity, type SignInChecks } from './provider-clients';
import type { IdentityStore } from './identity-store';

/** The cookie that carries a sign-in's checks from its start to the provider's return (10 minutes). */
export const SIGN_IN_COOKIE = 'gadgets_sign_in';
const SIGN_IN_TTL_MS = 10 * 60 * 1000;
const NAME_LIMIT = 100;

/** Why a sign-in through a provider did not finish; the shell's /auth/sign-in-error page explains each. */
export type SignInFailure = 'cancelled' | 'expired' | 'unverified-email' | 'provider-error' | 'rate-limited';

interface PendingSignIn extends SignInChecks {
  provider: string;
  returnTo: string;
  expiresAt: number;
}

/** What the accounts module's parts are given (config, database, limits, log, mail, background work), and more. */
export interface SignInProviderDeps extends Pick<
  AccountDeps,
  'config' | 'db' | 'limiter' | 'logger' | 'mailer' | 'tasks'
> {
  store: IdentityStore;
  requireUser(ctx: Actor): Promise<Viewer>;
  /** Starts a login for a proven account (the accounts module's refresh cookie). */
  startLogin(ctx: SessionActor, userId: number, persistent: boolean): Promise<void>;
  /** Runs after an account became active or was linked (ADMIN_EMAILS promotion). */
  afterAccountProven(): Promise<void>;
  findUser(userId: number): Promise<{ email: string; name: string } | null>;
}

/** Only a path of this site: never another origin, never a protocol-relative `//host`. */
export function safeReturnPath(raw: string | null | undefined): string {
  // Printable ASCII only (a browser's address is percent-encoded): nothing that could split or break the Location
  // header, and no `//host` or `/\\host` that a browser would read as another origin.
  if (!raw || raw.length > 2000 || !/^\/(?![/\\])[\x21-\x7e]*$/.test(raw)) return '/';
  return raw;
}

/**
 * Signing in through Google or GitHub. The browser goes to `start`, which keeps the flow's state, nonce and PKCE
 * verifier in a signed, short-lived cookie and sends it to the provider; the provider sends it back to `finish`,
 * which checks them (openid-client), links the proven identity to an account and starts a login. An identity links
 * to an existing account only through an address the provider has verified.
 */
export function createSignInProviderService(deps: SignInProviderDeps) {
  const { config, db, store, logger } = deps;
  const clients = new Map<string, ProviderClient>(
    config.signInProviders.map((provider) => [provider.id, providerClient(provider)]),
  );
  const cookieKey = createHmac('sha256', config.accessTokenSecret).update('sign-in cookie').digest();
  const secure = config.siteUrl.startsWith('https:') ? '; Secure' : '';
  // The site's servers proxy /oauth to the API, so the provider returns the browser to the site's own address and
  // the sign-in and login cookies are the site's.
  const redirectUri = (provider: string) => `${config.siteUrl}/oauth/${provider}/callback`;
  const providerName = (id: string) => config.signInProviders.find((provider) => provider.id === id)?.name ?? id;
  const sign = (payload: string) => createHmac('sha256', cookieKey).update(payload).digest('base64url');

  function pendingCookie(pending: PendingSignIn | null): string {
    if (!pending) return `${SIGN_IN_COOKIE}=; Path=/oauth/; HttpOnly; SameSite=Lax${secure}; Max-Age=0`;
    const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `${SIGN_IN_COOKIE}=${payload}.${sign(payload)}; Path=/oauth/; HttpOnly; SameSite=Lax${secure}; Max-Age=${SIGN_IN_TTL_MS / 1000}`;
  }

  function readPending(value: string | undefined, provider: string): PendingSignIn | null {
    const [payload, signature] = (value ?? '').split('.');
    if (!payload || !signature) return null;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const pending = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PendingSignIn;
    return pending.provider === provider && pending.expiresAt > Date.now() ? pending : null;
  }

  /** The owner of an account already in use hears of every new way in, with the way back (in the background). */
  function tellOwnerOfLink(userId: number, provider: string) {
    deps.tasks.run('sign-in-linked-mail', async () => {
      const user = await deps.findUser(userId);
      if (!user) return;
      await deps.mailer.send({
        to: user.email,
        kind: 'sign-in-linked',
        subject: `${provider} sign-in was added to your Gadget Specs account`,
        text: `Hi ${user.name},\n\nYour account can now be signed in to with ${provider}, whose account has the verified address ${user.email}. If this was not you, reset your password at once from the sign-in panel ("Forgot password?"): a reset signs out every device and removes every linked sign-in.`,
        link: null,
      });
    });
  }

  /** The account a proven identity signs in to: its linked one, the one of its verified address, or a new one. */
  async function accountFor(provider: string, identity: ProvenIdentity): Promise<number | SignInFailure> {
    const linkedToExisting: { userId: number; provider: string }[] = [];
    const account = await db.transaction(async (tx) => {
      const linked = await store.userOfIdentity(tx, provider, identity.subject);
      if (linked !== null) return linked;
      const email = identity.verifiedEmail?.trim();
      if (!email || email.length > 254 || !hasCanonicalSpelling(email)) return 'unverified-email';
      const name = (identity.name?.trim() || email.split('@')[0]!).slice(0, NAME_LIMIT);
      const existing = await store.accountOfAddress(tx, email);
      if (existing && !existing.active) await store.claimUnconfirmedAccount(tx, existing.id, name);
      const userId = existing?.id ?? (await store.createAccount(tx, { email, name }));
      // Taken by a sign-up in the same instant: the next try finds and links it.
      if (userId === null) return 'provider-error';
      await store.link(tx, { provider, subject: identity.subject, userId, email });
      // An account its owner already used learns of every new way in.
      if (existing?.active) linkedToExisting.push({ userId, provider });
      return userId;
    });
    for (const link of linkedToExisting) tellOwnerOfLink(link.userId, providerName(link.provider));
    return account;
  }

  async function linkedOf(userId: number, tx: Pick<Database, 'query'> = db) {
    return (await store.linkedTo(tx, userId)).map((row) => ({
      provider: row.provider,
      name: providerName(row.provider),
      email: row.email,
      linkedAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
    }));
  }

  return {
    async linked(ctx: Actor) {
      const viewer = await deps.requireUser(ctx);
      return linkedOf(viewer.id);
    },

    async unlink(ctx: Actor, provider: string) {
      const viewer = await deps.requireUser(ctx);
      await deps.limiter.hit('accountChangeByIp', ctx.clientIp);
      const outcome = await db.transaction((tx) => store.unlink(tx, viewer.id, provider));
      if (outcome === 'not-linked') {
        throw appError('NOT_FOUND', 'That sign-in is not linked to your account', { field: 'provider' });
      }
      if (outcome === 'only-way-in') {
        throw appError(
          'CONFLICT',
          `${providerName(provider)} is the only way into your account: set a password first ("Forgot password?" in the sign-in panel)`,
          { field: 'provider' },
        );
      }
      return linkedOf(viewer.id);
    },

    /** The configured providers, in the order the sign-in panel shows them. */
    providers: () => config.signInProviders.map(({ id, name }) => ({ id, name })),

    has: (provider: string) => clients.has(provider),

    /** Where to send the browser, and the cookie that remembers this sign-in. */
    async start(provider: string, returnTo: string): Promise<{ location: string; cookie: string }> {
      const client = clients.get(provider)!;
      const { url, checks } = await client.authorizationUrl(redirectUri(provider));
      const pending = {
        ...checks,
        provider,
        returnTo: safeReturnPath(returnTo),
        expiresAt: Date.now() + SIGN_IN_TTL_MS,
      };
      return { location: url.href, cookie: pendingCookie(pending) };
    },

    /**
     * The provider's return: the site address to send the browser to (the page it started from, or the error page),
     * with the cookies to set (the login's, and the sign-in cookie cleared).
     */
    async finish(ctx: SessionActor, provider: string, search: string): Promise<string> {
      ctx.setCookie(pendingCookie(null));
      const failed = (reason: SignInFailure) =>
        `${config.siteUrl}/auth/sign-in-error?provider=${encodeURIComponent(provider)}&reason=${reason}`;
      const client = clients.get(provider)!;
      const pending = readPending(ctx.cookies[SIGN_IN_COOKIE], provider);
      const query = new URLSearchParams(search);
      if (query.get('error') === 'access_denied') return failed('cancelled');
      if (!pending) return failed('expired');
      try {
        await deps.limiter.hit('externalSignInByIp', ctx.clientIp);
      } catch {
        return failed('rate-limited');
      }
      let identity: ProvenIdentity;
      try {
        identity = await client.identity(new URL(`${redirectUri(provider)}${search}`), pending);
      } catch (error) {
        logger.info(`sign-in through ${provider} failed: ${error instanceof Error ? error.message : String(error)}`);
        return failed('provider-error');
      }
      const account = await accountFor(provider, identity);
      if (typeof account === 'string') return failed(account);
      await deps.afterAccountProven();
      await deps.startLogin(ctx, account, true);
      return `${config.siteUrl}${pending.returnTo}`;
    },
  };
}

export type SignInProviderService = ReturnType<typeof createSignInProviderService>;
