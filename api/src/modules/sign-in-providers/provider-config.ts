/**
 * The sign-in providers this site offers, read from the environment. A provider is offered only when both its client
 * id and secret are set; one without the other is a configuration mistake and stops the start.
 */
export interface OidcProviderConfig {
  id: 'google';
  name: string;
  kind: 'oidc';
  /** Discovered through `<issuer>/.well-known/openid-configuration` on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface GithubProviderConfig {
  id: 'github';
  name: string;
  /** GitHub speaks OAuth 2 without OpenID Connect: the verified address comes from its API. */
  kind: 'github';
  /** https://github.com: /login/oauth/authorize and /login/oauth/access_token. */
  webUrl: string;
  /** https://api.github.com: /user and /user/emails. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export type SignInProviderConfig = OidcProviderConfig | GithubProviderConfig;

type UrlReader = (env: NodeJS.ProcessEnv, name: string, protocols: string[]) => string | undefined;

function credentials(env: NodeJS.ProcessEnv, prefix: string, fail: (message: string) => never) {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) fail(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  return { clientId, clientSecret };
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export function readSignInProviders(
  env: NodeJS.ProcessEnv,
  readUrl: UrlReader,
  fail: (message: string) => never,
): SignInProviderConfig[] {
  const providers: SignInProviderConfig[] = [];
  const google = credentials(env, 'GOOGLE', fail);
  if (google) {
    const issuer = readUrl(env, 'GOOGLE_ISSUER', ['https:', 'http:']) ?? 'https://accounts.google.com';
    providers.push({ id: 'google', name: 'Google', kind: 'oidc', issuer: withoutSlash(issuer), ...google });
  }
  const github = credentials(env, 'GITHUB', fail);
  if (github) {
    providers.push({
      id: 'github',
      name: 'GitHub',
      kind: 'github',
      webUrl: withoutSlash(readUrl(env, 'GITHUB_URL', ['https:', 'http:']) ?? 'https://github.com'),
      apiUrl: withoutSlash(readUrl(env, 'GITHUB_API_URL', ['https:', 'http:']) ?? 'https://api.github.com'),
      ...github,
    });
  }
  return providers;
}
