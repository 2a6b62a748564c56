import type * as OpenIdClient from 'openid-client';
import type { GithubProviderConfig, OidcProviderConfig, SignInProviderConfig } from './provider-config';

/** Who the provider says signed in. */
export interface ProvenIdentity {
  /** The provider's stable id of the account (an OpenID `sub`, GitHub's numeric user id). */
  subject: string;
  /** The address the provider has verified, or null when it has none. */
  verifiedEmail: string | null;
  name: string | null;
}

/** What a sign-in must remember between sending the browser to the provider and its return. */
export interface SignInChecks {
  state: string;
  nonce: string | undefined;
  codeVerifier: string;
}

/** A provider's side of the authorization code flow, through openid-client (PKCE, state and, for OIDC, nonce). */
export interface ProviderClient {
  config: SignInProviderConfig;
  authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: SignInChecks }>;
  /** Exchanges the code in the callback address for tokens and reads the identity they prove. */
  identity(callbackUrl: URL, checks: SignInChecks): Promise<ProvenIdentity>;
}

const TIMEOUT_SECONDS = 10;

/**
 * openid-client is an ES module and this API a CommonJS build: it is imported on first use, which also keeps it out
 * of the start of an API with no provider configured.
 */
let openIdClientModule: Promise<typeof OpenIdClient> | undefined;
const loadOpenIdClient = () => (openIdClientModule ??= import('openid-client'));

/** Plain http is allowed for a provider on this machine only (the tests' local OpenID provider). */
function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

async function newChecks(withNonce: boolean): Promise<{ checks: SignInChecks; codeChallenge: string }> {
  const oidc = await loadOpenIdClient();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  return {
    checks: { state: oidc.randomState(), nonce: withNonce ? oidc.randomNonce() : undefined, codeVerifier },
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  };
}

function openIdClient(provider: OidcProviderConfig): ProviderClient {
  // Discovered on first use, not at start (the API starts without reaching the provider); a failure is tried again.
  let discovered: Promise<OpenIdClient.Configuration> | undefined;
  const configuration = () => {
    discovered ??= loadOpenIdClient()
      .then((oidc) =>
        oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
          timeout: TIMEOUT_SECONDS,
          ...(isLocal(provider.issuer) && { execute: [oidc.allowInsecureRequests] }),
        }),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
  return {
    config: provider,
    async authorizationUrl(redirectUri) {
      const { checks, codeChallenge } = await newChecks(true);
      const oidc = await loadOpenIdClient();
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce!,
      });
      return { url, checks };
    },
    async identity(callbackUrl, checks) {
      const oidc = await loadOpenIdClient();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const email = typeof claims.email === 'string' ? claims.email : null;
      return {
        subject: claims.sub,
        verifiedEmail: email && claims.email_verified === true ? email : null,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}

interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

function githubClient(provider: GithubProviderConfig): ProviderClient {
  let configured: OpenIdClient.Configuration | undefined;
  async function configuration() {
    const oidc = await loadOpenIdClient();
    if (!configured) {
      configured = new oidc.Configuration(
        {
          issuer: provider.webUrl,
          authorization_endpoint: `${provider.webUrl}/login/oauth/authorize`,
          token_endpoint: `${provider.webUrl}/login/oauth/access_token`,
        },
        provider.clientId,
        provider.clientSecret,
      );
      configured.timeout = TIMEOUT_SECONDS;
      if (isLocal(provider.webUrl) || isLocal(provider.apiUrl)) oidc.allowInsecureRequests(configured);
    }
    return { oidc, configuration: configured };
  }

  async function readApi<T>(accessToken: string, path: string): Promise<T> {
    const { oidc, configuration: config } = await configuration();
    const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'gadget-specs-sign-in' });
    const response = await oidc.fetchProtectedResource(
      config,
      accessToken,
      new URL(`${provider.apiUrl}${path}`),
      'GET',
      undefined,
      headers,
    );
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  return {
    config: provider,
    async authorizationUrl(redirectUri) {
      const { checks, codeChallenge } = await newChecks(false);
      const { oidc, configuration: config } = await configuration();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state: checks.state,
      });
      return { url, checks };
    },
    async identity(callbackUrl, checks) {
      const { oidc, configuration: config } = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const [user, emails] = await Promise.all([
        readApi<{ id: number; name: string | null; login: string }>(tokens.access_token, '/user'),
        readApi<GithubEmail[]>(tokens.access_token, '/user/emails'),
      ]);
      if (!Number.isSafeInteger(user.id)) throw new Error('GitHub gave no user id');
      // The primary address, and only when GitHub has verified it: a secondary address may be old or unowned.
      const primary = emails.find((entry) => entry.primary && entry.verified);
      return { subject: String(user.id), verifiedEmail: primary?.email ?? null, name: user.name || user.login };
    },
  };
}

export function providerClient(provider: SignInProviderConfig): ProviderClient {
  return provider.kind === 'oidc' ? openIdClient(provider) : githubClient(provider);
}
