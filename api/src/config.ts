import { LOG_LEVELS, otlpTracesUrl, type LogLevel } from '@gadgets/server-kit';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { compileProxyTrust } from './http/client-address';
import { readSignInProviders, type SignInProviderConfig } from './modules/sign-in-providers/provider-config';
import { canonicalEmail } from './shared/email-address';

/** Everything the API reads from the environment, validated in one place. */
export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded PGlite database, the generated secret and (by default) the mail outbox. */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Keep the PGlite database in memory only (tests). */
  pgliteInMemory: boolean;
  /** PostgreSQL schema to use (tests use one fresh schema per run). */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  siteUrl: string;
  /** Google and GitHub sign-in, each offered only when configured (see modules/sign-in-providers). */
  signInProviders: SignInProviderConfig[];
  corsOrigins: string[];
  accessTokenSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * How many trusted proxies append to X-Forwarded-For in front of the API (0: use the socket address).
   * The client address is the entry this many places from the right; entries further left are client-controlled.
   */
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges); empty: none. */
  trustedProxies: string[];
  /** Multiplies every rate limit; tests raise it, 0 disables limits. */
  rateLimitFactor: number;
  /** Seed the catalogue on start (idempotent). */
  seedOnStart: boolean;
  /** LOG_LEVEL: JSON lines on standard output from this level up (logger.ts); silent in tests. */
  logLevel: LogLevel;
  /** The schema is public (schema.graphql), but production need not hand a map of it to every scanner. */
  allowIntrospection: boolean;
  /** ADMIN_EMAILS: addresses in their one spelling (canonicalEmail) whose active accounts are admins (applied at start and on activation). */
  adminEmails: string[];
  /** Integrators' pages (CORS_PUBLIC_ORIGINS): read the API anonymously, their cookies and tokens ignored. */
  corsPublicOrigins: string[];
  /** SSE subscriptions: at most `maxTotal` open on this instance; one idle for `idleMs` is ended. */
  subscriptionLimits: { maxTotal: number; idleMs: number };
  /**
   * FINDER_THREADS: worker threads that keep the finder indexes and count their options, so counting uses the other
   * cores while this thread serves requests; 0 counts in this thread. Default: one on a machine with two or more cores.
   */
  finderThreads: number;
  /** RESULT_CACHE_MB: the whole-answer cache's size, counted as the answers' JSON (see http/result-cache.ts). */
  resultCacheBytes: number;
  /**
   * On SIGTERM: SHUTDOWN_DELAY_MS of answering 503 on /health/ready while still serving (a load balancer's checks
   * notice and send nothing new), then up to SHUTDOWN_DRAIN_MS for the requests in flight to finish.
   */
  shutdown: { delayMs: number; drainMs: number };
  /**
   * Prometheus metrics at /metrics on a port of their own: METRICS_PORT (none: not served; 0: any free port) on
   * METRICS_HOST (default loopback: a scraper on another host needs it set to an address it can reach).
   */
  metrics: { port: number | undefined; host: string };
  /**
   * OpenTelemetry tracing (tracing.ts): spans go to `url` over OTLP/HTTP (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or
   * OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces); none: off, and nothing of the SDK is loaded.
   */
  tracing: { url: string | undefined; serviceName: string };
}

export const API_ROOT = path.resolve(__dirname, '..');

const DEFAULT_CORS_ORIGINS = [0, 1, 2, 3, 4, 5].flatMap((i) => [
  `http://localhost:300${i}`,
  `http://127.0.0.1:300${i}`,
]);

export class ConfigError extends Error {}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function readBoolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/**
 * TRUST_PROXY: the comma-separated addresses or CIDR ranges of the proxies in front of the API (e.g.
 * `10.0.0.0/8,127.0.0.2`, or `loopback`); only connections from them may name the client in X-Forwarded-For.
 * Empty (the default): the socket address. A hop count is refused: it would trust any client that connects directly.
 */
function readTrustProxy(env: NodeJS.ProcessEnv): string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['false', 'no', '0'].includes(raw.toLowerCase())) return [];
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    // A bare number reads as an IPv4 address to the parser ("1" is 0.0.0.1): refuse it as the hop count it means.
    if (entries.some((entry) => /^\d+$/.test(entry))) throw new Error('a hop count');
    compileProxyTrust(entries);
  } catch {
    throw new ConfigError(
      `TRUST_PROXY must list the proxies' addresses or CIDR ranges (e.g. "127.0.0.2" or "10.0.0.0/8"), not a hop count; got "${env.TRUST_PROXY}"`,
    );
  }
  return entries;
}

function readUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must use one of ${protocols.join(', ')}`);
  }
  return raw;
}

/** The secret is generated once and kept under DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'access-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The OTLP traces address, if any, refused unless it is an http(s) URL. */
function checkedTracesUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = otlpTracesUrl(env);
  if (url === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // not a URL: refused below
  }
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new ConfigError('OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) must be an http(s) URL');
  return url;
}

/** ADMIN_EMAILS: comma-separated e-mail addresses. */
function readEmailList(env: NodeJS.ProcessEnv, name: string): string[] {
  const emails = (env[name] ?? '').split(',').map(canonicalEmail).filter(Boolean);
  const invalid = emails.find((email) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
  if (invalid) throw new ConfigError(`${name} must be comma-separated e-mail addresses, got "${invalid}"`);
  return [...new Set(emails)];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data'));
  const siteUrl = (readUrl(env, 'SITE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/$/, '');
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }
  const secret = env.ACCESS_TOKEN_SECRET || persistedSecret(dataDir);
  if (secret.length < 16) throw new ConfigError('ACCESS_TOKEN_SECRET must be at least 16 characters');
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  const metricsPort = env.METRICS_PORT ? readInteger(env, 'METRICS_PORT', 0, 0, 65535) : undefined;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const fail = (message: string): never => {
    throw new ConfigError(message);
  };
  return {
    allowIntrospection: env.NODE_ENV !== 'production',
    port: readInteger(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseSchema,
    pgliteInMemory: readBoolean(env, 'PGLITE_IN_MEMORY', false),
    redisUrl: readUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Gadget Specs <no-reply@gadgets.local>',
    outboxDir: path.resolve(env.OUTBOX_DIR || path.join(dataDir, 'outbox')),
    siteUrl,
    signInProviders: readSignInProviders(env, readUrl, fail),
    corsOrigins,
    accessTokenSecret: secret,
    accessTokenTtlSeconds: readInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86400),
    refreshTokenTtlDays: readInteger(env, 'REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    trustedProxies: readTrustProxy(env),
    rateLimitFactor: readNumber(env, 'RATE_LIMIT_FACTOR', 1),
    seedOnStart: readBoolean(env, 'SEED_ON_START', true),
    logLevel,
    adminEmails: readEmailList(env, 'ADMIN_EMAILS'),
    // The integrator example (port 3005) is public by default; with CORS_ORIGINS set, list integrators here.
    corsPublicOrigins:
      env.CORS_PUBLIC_ORIGINS !== undefined || env.CORS_ORIGINS
        ? (env.CORS_PUBLIC_ORIGINS ?? '')
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : ['http://localhost:3005', 'http://127.0.0.1:3005'],
    subscriptionLimits: {
      maxTotal: readInteger(env, 'MAX_SUBSCRIPTIONS', 1000, 1, 100_000),
      idleMs: readInteger(env, 'SUBSCRIPTION_IDLE_SECONDS', 1800, 1, 86_400) * 1000,
    },
    finderThreads: readInteger(env, 'FINDER_THREADS', availableParallelism() > 1 ? 1 : 0, 0, 16),
    resultCacheBytes: readInteger(env, 'RESULT_CACHE_MB', 32, 1, 4096) * 1024 * 1024,
    shutdown: {
      delayMs: readInteger(env, 'SHUTDOWN_DELAY_MS', 0, 0, 60_000),
      drainMs: readInteger(env, 'SHUTDOWN_DRAIN_MS', 10_000, 0, 120_000),
    },
    metrics: { port: metricsPort, host: env.METRICS_HOST || '127.0.0.1' },
    tracing: { url: checkedTracesUrl(env), serviceName: env.OTEL_SERVICE_NAME || 'gadgets-api' },
  };
}
