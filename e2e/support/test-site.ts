import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SectionName } from '@gadgets/shared-ui/section-names';
import { DECLARED_REGISTRY_FILE, readSectionRegistry } from '@gadgets/tooling/serve/section-registry.mjs';

/** The sections as the shell declares them (shell/sections.json), in navigation order. */
export const DECLARED_SECTIONS = readSectionRegistry(DECLARED_REGISTRY_FILE).sections;
/** The sections the tests know by name are the site's; the registry decides which there are and where they are served. */
export type { SectionName };
export const REMOTE_SECTIONS = DECLARED_SECTIONS.map((section) => section.name as SectionName);

/**
 * Ports of the site under test: away from the 3000-4000 ports `pnpm start` uses, so both can run at once.
 * E2E_PORT_BASE moves the whole block (two checkouts testing on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4500);
export const TEST_PORTS = {
  api: base,
  /** The local stand-in for Google and GitHub sign-in (scripts/local-openid-provider.mjs). */
  signInProvider: base + 1,
  shell: base + 10,
  integrator: base + 9,
  /** Each declared section's remote, in registry order from base + 11. */
  ...(Object.fromEntries(REMOTE_SECTIONS.map((name, index) => [name, base + 11 + index])) as Record<
    SectionName,
    number
  >),
  /** Free for a test's own extra server, e.g. a remote moved to another origin. */
  spare: [base + 20, base + 21, base + 22, base + 23, base + 24, base + 25],
} as const;

/** What the test shell's server signs preview links with (tooling/serve/preview.mjs). */
export const PREVIEW_SECRET = 'e2e-preview-secret-not-for-production';

export interface TestSite {
  apiUrl: string;
  /** The local Google and GitHub stand-in the API signs in through; POST /__identity names who signs in next. */
  signInProviderUrl: string;
  shellUrl: string;
  integratorUrl: string;
  remoteUrls: Record<SectionName, string>;
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
