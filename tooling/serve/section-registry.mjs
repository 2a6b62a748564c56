// The section registry as the site's servers read it: remotes.json (`{ "sections": [...] }`), the one place a
// section is declared. The shell's code checks every field (shared-ui's parseSectionRegistry); the servers need
// only names, paths and manifests, and treat a file they cannot read as no sections at all.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @import { DeclaredSection } from './registry-file.ts' */

/**
 * @param {string | undefined} file
 * @returns {{ raw: unknown, sections: DeclaredSection[] }}
 */
export function readSectionRegistry(file) {
  if (!file) return { raw: null, sections: [] };
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { raw: null, sections: [] };
  }
  return sectionRegistryOf(text);
}

/**
 * The registry in a remotes.json's text; text that is no JSON is no sections at all.
 * @param {string} text
 * @returns {{ raw: unknown, sections: DeclaredSection[] }}
 */
export function sectionRegistryOf(text) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return { raw: null, sections: [] };
  }
  /** @type {any[]} JSON, checked by the filter below */
  const list = Array.isArray(raw?.sections) ? raw.sections : [];
  const sections = list.filter(
    (entry) => typeof entry?.name === 'string' && typeof entry.path === 'string' && typeof entry.manifest === 'string',
  );
  return { raw, sections };
}

/** The registry the shell is built with (its default remotes.json): the one place sections are declared. */
export const DECLARED_REGISTRY_FILE = fileURLToPath(new URL('../../shell/sections.json', import.meta.url));

/**
 * A registry with each section's manifest moved, as a deployment (or a test site on other ports) writes it.
 * @param {unknown} raw a registry (`{ sections: [...] }`)
 * @param {(section: DeclaredSection, index: number) => string} manifestOf
 */
export function withManifests(raw, manifestOf) {
  const registry = /** @type {{ sections: DeclaredSection[] }} */ (raw);
  return {
    ...registry,
    sections: registry.sections.map((section, index) => ({ ...section, manifest: manifestOf(section, index) })),
  };
}
