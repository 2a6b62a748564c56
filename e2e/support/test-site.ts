import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Ports of the site under test: away from the 3000-4000 ports `pnpm start` uses, so both can run at once. */
export const TEST_PORTS = {
  api: 4500,
  shell: 4510,
  mobile: 4511,
  laptop: 4512,
  bike: 4513,
  desktop: 4514,
  integrator: 4515,
  /** Free for a test's own extra server, e.g. a remote moved to another origin. */
  spare: [4520, 4521, 4522],
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

export const ARTIFACTS_DIR = join(__dirname, '..', '.e2e-artifacts');
export const SITE_FILE = join(ARTIFACTS_DIR, 'site.json');

export function testSite(): TestSite {
  return JSON.parse(readFileSync(SITE_FILE, 'utf8')) as TestSite;
}

export const manifestUrlOf = (origin: string) => `${origin}/mf-manifest.json`;
