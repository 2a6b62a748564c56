#!/usr/bin/env node
/**
 * A local stand-in for Google and GitHub sign-in, for tests and for trying the flow on this machine without either:
 * an OpenID Connect provider (oauth2-mock-server: discovery, PKCE, nonce, signed ID tokens) and GitHub's OAuth
 * endpoints and user API, both signing in whoever `POST /__identity` last named, without a login screen.
 *
 *   node scripts/local-openid-provider.mjs [--port 4400]
 *   GOOGLE_ISSUER=http://localhost:4400 GOOGLE_CLIENT_ID=local GOOGLE_CLIENT_SECRET=local \
 *   GITHUB_URL=http://localhost:4400 GITHUB_API_URL=http://localhost:4400 GITHUB_CLIENT_ID=local GITHUB_CLIENT_SECRET=local npm start
 *   curl -d '{"sub":"g-1","email":"ada@example.com","email_verified":true,"name":"Ada"}' http://localhost:4400/__identity
 *
 * Prints one line of JSON, {"url": ...}, once it listens.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '0' }, host: { type: 'string', default: 'localhost' } },
});

/** Who signs in next: the same person through either provider. */
let identity = {
  sub: 'local-user',
  email: 'local-user@example.com',
  email_verified: true,
  name: 'Local User',
  githubId: 1,
};

const issuer = new OAuth2Issuer();
await issuer.keys.generate('RS256');
const openId = new OAuth2Service(issuer);
/** Each authorization keeps the identity named when it was given, until its code is exchanged. */
const identityOfCode = new Map();
openId.on('beforeAuthorizeRedirect', ({ url }) => identityOfCode.set(url.searchParams.get('code'), identity));
openId.on('beforeTokenSigning', (token, req) => {
  const chosen = identityOfCode.get(req.body?.code) ?? identity;
  const { githubId: _githubId, ...claims } = chosen;
  Object.assign(token.payload, claims);
});

/** GitHub: codes and access tokens this stand-in issued. */
const githubCodes = new Map();
const githubTokens = new Map();

const base64url = (buffer) => buffer.toString('base64url');
const json = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const readBody = (req) =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

async function github(req, res, url) {
  if (url.pathname === '/login/oauth/authorize') {
    const redirect = new URL(url.searchParams.get('redirect_uri'));
    const code = randomUUID();
    githubCodes.set(code, { challenge: url.searchParams.get('code_challenge'), identity });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', url.searchParams.get('state') ?? '');
    res.writeHead(302, { location: redirect.href });
    return res.end();
  }
  if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
    const form = new URLSearchParams(await readBody(req));
    const grant = githubCodes.get(form.get('code'));
    githubCodes.delete(form.get('code'));
    const verifier = form.get('code_verifier') ?? '';
    if (!grant || base64url(createHash('sha256').update(verifier).digest()) !== grant.challenge)
      return json(res, 400, { error: 'bad_verification_code' });
    const accessToken = randomUUID();
    githubTokens.set(accessToken, grant.identity);
    return json(res, 200, { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' });
  }
  const person = githubTokens.get((req.headers.authorization ?? '').replace(/^Bearer /i, ''));
  if (!person) return json(res, 401, { message: 'Bad credentials' });
  if (url.pathname === '/user') return json(res, 200, { id: person.githubId, login: person.sub, name: person.name });
  const secondary = person.secondaryEmail ? [{ email: person.secondaryEmail, primary: false, verified: true }] : [];
  return json(res, 200, [{ email: person.email, primary: true, verified: person.email_verified }, ...secondary]);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__identity' && req.method === 'POST') {
    identity = { githubId: 1, ...JSON.parse(await readBody(req)) };
    return json(res, 200, identity);
  }
  if (url.pathname.startsWith('/login/oauth/') || url.pathname === '/user' || url.pathname === '/user/emails')
    return github(req, res, url);
  return openId.requestHandler(req, res);
});
server.listen(Number(values.port), values.host, () => {
  issuer.url = `http://${values.host}:${server.address().port}`;
  console.log(JSON.stringify({ url: issuer.url }));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
