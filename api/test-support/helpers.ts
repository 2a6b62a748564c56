import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApi, type Api, type ApiOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { copySeededTemplate, seededTemplate } from './pglite-template';
import { copyOfTemplate } from './postgres-template';

export interface TestApi {
  api: Api;
  url: string;
  /** With METRICS_PORT set: the metrics' address. */
  metricsUrl: string | undefined;
  config: Config;
  outboxDir: string;
  /**
   * Waits until the account work and mail of earlier requests has finished (it runs after the answer), then reads
   * the mails written to the outbox, oldest first.
   */
  outbox(): Promise<{ to: string; subject: string; text: string; link: string | null; kind: string }[]>;
  /** Waits (with a deadline) until the account work and mail of earlier requests has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a real HTTP server on a free port with a fresh seeded database: in-memory PGlite, or in the postgres project a
 * database of its own in TEST_DATABASE_URL's server (a copy of the run's template), so parallel runs never collide. A
 * test that names its own DATABASE_URL (instances sharing one database) gets a fresh schema there, seeded on start.
 */
export async function startTestApi(
  env: Record<string, string> = {},
  options: Pick<ApiOptions, 'logDestination'> = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gadgets-api-test-'));
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const usePostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
  const copy = usePostgres && !env.DATABASE_URL ? await copyOfTemplate() : null;
  // PGlite: the seeded folder copied into DATA_DIR, opened as the API opens its own; without one, in memory from the tar.
  const pgliteCopied = !usePostgres && !env.DATABASE_URL && copySeededTemplate(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ACCESS_TOKEN_SECRET: 'test-secret-test-secret-test-secret',
    PGLITE_IN_MEMORY: pgliteCopied ? 'false' : 'true',
    RATE_LIMIT_FACTOR: '100',
    // Tests name clients in X-Forwarded-For from 127.0.0.1, as the site's proxy would.
    TRUST_PROXY: 'loopback',
    SITE_URL: 'http://localhost:3000',
    ...(usePostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: schema } : {}),
    ...(copy ? { DATABASE_URL: copy.url, DATABASE_SCHEMA: copy.schema } : {}),
    ...env,
  });
  const api =
    copy || pgliteCopied
      ? await createApi(config, { ...options, seed: false })
      : config.databaseUrl
        ? await createApi(config, options)
        : await createApi(config, { ...options, pgliteTemplate: await seededTemplate(), seed: false });
  const { url, metricsUrl } = await api.listen(0, '127.0.0.1');
  const outboxDir = config.outboxDir;
  const settled = async () => {
    if (!(await api.services.tasks.idle(10_000))) throw new Error('background account work did not finish in 10 s');
  };
  return {
    api,
    url,
    metricsUrl,
    config,
    outboxDir,
    settled,
    async outbox() {
      await settled();
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir)
          .filter((file) => file.endsWith('.json'))
          .sort();
      } catch {
        return [];
      }
      return files.map((file) => JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')));
    },
    async close() {
      if (!copy && config.databaseUrl && config.databaseSchema && !env.KEEP_SCHEMA) {
        await api.db.query(`DROP SCHEMA IF EXISTS "${config.databaseSchema}" CASCADE`);
      }
      await api.close();
      await copy?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, any>; path?: (string | number)[] }[];
}

/** A tiny client with a cookie jar, like a browser tab talking to the API. */
export class TestClient {
  cookies = new Map<string, string>();
  token: string | null = null;
  lastSetCookies: string[] = [];
  /** Sent as User-Agent when set (the account's sessions list names the device from it). */
  userAgent: string | null = null;

  constructor(
    private readonly url: string,
    private readonly ip = '127.0.0.1',
  ) {}

  async request<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      'x-forwarded-for': this.ip,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.userAgent) headers['user-agent'] = this.userAgent;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const header of this.lastSetCookies) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** Data or throw with the errors, for happy paths. */
  async data<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.request<T>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }
}

export function firstError(result: GraphQLResponse) {
  const error = result.errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
  return error;
}
