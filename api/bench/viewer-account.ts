/** A signed-in account for the benchmark's viewer rows: signed up, activated through the outbox, and given replies. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

async function graphql(url: string, query: string, variables: Record<string, unknown>, headers = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return { data: body.data!, cookies: response.headers.getSetCookie() };
}

async function activationLink(outboxDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    // The mail is written after the answer: the folder may not be there yet.
    const files = existsSync(outboxDir) ? readdirSync(outboxDir, { withFileTypes: true }) : [];
    for (const file of files.filter((entry) => entry.isFile())) {
      const mail = JSON.parse(readFileSync(path.join(outboxDir, file.name), 'utf8')) as Record<string, string>;
      if (mail.to === email && mail.kind === 'activation') return mail.link!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation mail for ${email} in ${outboxDir}`);
}

/**
 * Signs up and in, posts a comment as the account and has `replies` anonymous replies answer it (each one a
 * notification for the account); returns the account's Authorization header.
 */
export async function accountWithNotifications(url: string, outboxDir: string, replies: number) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench-Secret-2026';
  await graphql(
    url,
    'mutation($e: String!, $p: String!) { register(email: $e, name: "Bench", gender: prefer_not_to_say, password: $p) }',
    { e: email, p: password },
  );
  const token = new URL(await activationLink(outboxDir, email)).searchParams.get('token');
  await graphql(url, 'mutation($t: String!) { activateUser(activationToken: $t) }', { t: token });
  const login = await graphql(url, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) }', {
    e: email,
    p: password,
  });
  const cookie = login.cookies.map((header) => header.split(';')[0]).join('; ');
  const access = await graphql(url, '{ getAccessToken }', {}, { cookie });
  const authorization = `Bearer ${access.data.getAccessToken as string}`;
  const page = 'category: "mobile", brand: "google", path: "pixel-9"';
  const posted = await graphql(
    url,
    `mutation { createComment(${page}, name: "Bench", comment: "A comment with many replies.") { id } }`,
    {},
    { authorization },
  );
  const parentId = (posted.data.createComment as { id: string }).id;
  const reply = `mutation($p: ID!) { createComment(${page}, name: "Replier", comment: "Reply for the benchmark.", parentId: $p) { id } }`;
  let next = 0;
  const worker = async () => {
    for (; next < replies; next += 1) await graphql(url, reply, { p: parentId });
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { authorization };
}
