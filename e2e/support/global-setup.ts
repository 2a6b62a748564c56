import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApiProcess, startSignInProvider } from './api-process';
import { CHROMIUM_PATH } from './browser';
import {
  DECLARED_REGISTRY_FILE,
  readSectionRegistry,
  withManifests,
} from '@gadgets/tooling/serve/section-registry.mjs';
import {
  ARTIFACTS_DIR,
  manifestUrlOf,
  REMOTE_SECTIONS,
  SITE_FILE,
  TEST_PORTS,
  type SectionName,
  type TestSite,
} from './test-site';
import globalTeardown from './global-teardown';
import { running } from './running-servers';
import { SITE_SERVERS, startSiteServer } from './site-servers';

const origin = (port: number) => `http://localhost:${port}`;

export default async function globalSetup() {
  const repoRoot = resolve(__dirname, '..', '..');
  const builds = ['shell', ...REMOTE_SECTIONS.map((section) => `remote-${section}`), 'integrator-example'].map((name) =>
    join(repoRoot, name, 'dist'),
  );
  const missing = [...builds, join(repoRoot, 'api', 'dist')].filter((dir) => !existsSync(dir));
  if (missing.length > 0) throw new Error(`Build the site first (pnpm build); missing: ${missing.join(', ')}`);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }

  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  try {
    await startSite(repoRoot);
  } catch (error) {
    // Jest runs no teardown after a failed setup: whatever did start must not hold its port for the next run.
    await globalTeardown();
    throw error;
  }
}

async function startSite(repoRoot: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-e2e-api-'));
  const apiUrl = `http://127.0.0.1:${TEST_PORTS.api}`;
  const siteOrigins = [
    TEST_PORTS.shell,
    ...REMOTE_SECTIONS.map((section) => TEST_PORTS[section]),
    TEST_PORTS.integrator,
  ].map(origin);

  running.signInProvider = await startSignInProvider(repoRoot, TEST_PORTS.signInProvider);
  const signInProviderUrl = origin(TEST_PORTS.signInProvider);
  const signInProviders = {
    GOOGLE_ISSUER: signInProviderUrl,
    GOOGLE_CLIENT_ID: 'e2e-site',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GITHUB_URL: signInProviderUrl,
    GITHUB_API_URL: signInProviderUrl,
    GITHUB_CLIENT_ID: 'e2e-site',
    GITHUB_CLIENT_SECRET: 'e2e-secret',
  };
  running.api = await startApiProcess({
    repoRoot,
    port: TEST_PORTS.api,
    dataDir,
    siteUrl: origin(TEST_PORTS.shell),
    corsOrigins: siteOrigins,
    // Tests sign up and post many times from one address; the bike admin spec signs up as a listed admin.
    // Google and GitHub sign-in go through the local stand-in.
    env: { RATE_LIMIT_FACTOR: '0', ADMIN_EMAILS: 'bike-admin@example.com,moderator@example.com', ...signInProviders },
  });
  running.dataDir = dataDir;

  const remoteUrls = Object.fromEntries(
    REMOTE_SECTIONS.map((section) => [section, origin(TEST_PORTS[section])]),
  ) as TestSite['remoteUrls'];
  const remoteMapFile = join(ARTIFACTS_DIR, 'remotes.json');
  // The shell's declared registry, each remote on its test port.
  const registry = withManifests(readSectionRegistry(DECLARED_REGISTRY_FILE).raw, (section) =>
    manifestUrlOf(remoteUrls[section.name as SectionName]),
  );
  writeFileSync(remoteMapFile, JSON.stringify(registry, null, 2));

  // One process per server, as under `pnpm start`: a test can stop a remote and start it again.
  const repoAddresses = { repoRoot, apiUrl, remoteMapFile, remoteUrls };
  await Promise.all(SITE_SERVERS.map((name) => startSiteServer(name, repoAddresses)));

  const site: TestSite = {
    apiUrl,
    signInProviderUrl,
    shellUrl: origin(TEST_PORTS.shell),
    integratorUrl: origin(TEST_PORTS.integrator),
    remoteUrls,
    remoteMapFile,
    outboxDir: join(dataDir, 'outbox'),
    repoRoot,
  };
  writeFileSync(SITE_FILE, JSON.stringify(site, null, 2));
}
