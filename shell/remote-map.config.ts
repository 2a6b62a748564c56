import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface DeclaredSection {
  name: string;
  manifest: string;
}

/**
 * The remotes.json a build starts with: the section registry declared in `sections.json`, each manifest on its
 * local port unless MOBILE_REMOTE_URL (LAPTOP_, BIKE_, ... by section name) says otherwise. Deployments replace
 * the file itself; no rebuild.
 */
export function defaultRemoteMap(): { sections: DeclaredSection[] } {
  const registry = JSON.parse(readFileSync(join(__dirname, 'sections.json'), 'utf8')) as {
    sections: DeclaredSection[];
  };
  return {
    sections: registry.sections.map((section) => ({
      ...section,
      manifest: process.env[`${section.name.toUpperCase()}_REMOTE_URL`] ?? section.manifest,
    })),
  };
}
