import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testSite } from './test-site';

/**
 * Sends one GraphQL document straight to the test API (set-up and checks that need no browser) and returns
 * its data; the first GraphQL error is thrown. `Data` names the fields a test reads back.
 */
export async function graphql<Data = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Data> {
  const response = await fetch(`${testSite().apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data!;
}

/** Signs an existing account in through the API (no browser) and returns `graphql` acting as that account. */
export async function signedInApi(email: string, password: string) {
  const login = await fetch(`${testSite().apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({
      query: 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }',
      variables: { email, password },
    }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const { getAccessToken } = await graphql<{ getAccessToken: string }>('{ getAccessToken }', {}, { cookie });
  return <Data = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<Data>(query, variables, { authorization: `Bearer ${getAccessToken}` });
}

interface OutboxMail {
  to: string;
  kind: string;
  link?: string;
}

/** The newest mail of this kind to this address, with its link: the API writes one JSON file per mail to its outbox when no SMTP server is configured. */
export async function waitForMail(to: string, kind: string): Promise<OutboxMail & { link: string }> {
  const { outboxDir } = testSite();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (existsSync(outboxDir)) {
      for (const file of readdirSync(outboxDir).sort().reverse()) {
        if (!file.endsWith('.json')) continue;
        const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMail;
        if (mail.to === to && mail.kind === kind && mail.link) return mail as OutboxMail & { link: string };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No ${kind} mail to ${to} in ${outboxDir}`);
}

/** An account registered and activated through the API, for tests about what comes after sign-up. */
export async function activatedAccount(account: {
  email: string;
  password: string;
  name: string;
  gender: 'female' | 'male' | 'prefer_not_to_say';
}) {
  await graphql(
    'mutation ($email: String!, $name: String!, $gender: Gender!, $password: String!) { register(email: $email, name: $name, gender: $gender, password: $password) }',
    account,
  );
  const mail = await waitForMail(account.email, 'activation');
  const token = new URL(mail.link).searchParams.get('token');
  await graphql('mutation ($token: String!) { activateUser(activationToken: $token) }', { token });
}
