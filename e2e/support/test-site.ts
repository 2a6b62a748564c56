import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Ports of the site under test: away from the 3000-4000 ports `pnpm start` uses, so both can run at once.
 * E2E_PORT_BASE moves the whole block (two checkouts testing on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4500);
export const TEST_PORTS = {
  api: base,
  shell: base + 10,
  mobile: base + 11,
  laptop: base + 12,
  bike: base + 13,
  desktop: base + 14,
  integrator: base + 15,
  /** Free for a test's own extra server, e.g. a remote moved to another origin. */
  spare: [base + 20, base + 21, base + 22],
} as const;

export const REMOTE_SECTIONS = ['mobile', 'laptop', 'bike', 'desktop'] as const;
export type RemoteSection = (typeof REMOTE_SECTIONS)[number];

export interface TestSite {
  apiUrl: string;
  shellUrl: string;
  integratorUrl: string;
  remoteUrls: Record<RemoteSection, string>;
  /** The remote map the test shell serves as /remotes.json; tests may rewrite it (and must restore it). */
  remoteMapFile: string;
  /** The API's mail outbox (one JSON file per mail). */
  outboxDir: string;
  repoRoot: string;
}

/** Per port block, so two runs in one checkout never share (or delete) each other's state. */
export const ARTIFACTS_DIR = join(__dirname, '..', '.e2e-artifacts', String(base));
export const SITE_FILE = join(ARTIFACTS_DIR, 'site.json');

export function testSite(): TestSite {
  return JSON.parse(readFileSync(SITE_FILE, 'utf8')) as TestSite;
}

export const manifestUrlOf = (origin: string) => `${origin}/mf-manifest.json`;
