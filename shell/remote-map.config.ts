import { SITE_PORTS } from '@gadgets/tooling';

const SECTIONS = ['mobile', 'laptop', 'bike', 'desktop'] as const;

/**
 * The remotes.json a build starts with: each remote's manifest on its local port, or the URL given
 * in MOBILE_REMOTE_URL (LAPTOP_, BIKE_, DESKTOP_). Deployments replace the file itself; no rebuild.
 */
export function defaultRemoteMap(): Record<string, string> {
  return Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      process.env[`${section.toUpperCase()}_REMOTE_URL`] ?? `http://localhost:${SITE_PORTS[section]}/mf-manifest.json`,
    ]),
  );
}
