import type { AccentName } from '../theme/design-tokens';

/**
 * One section of the site as deployed: what the shell's navigation, routes, server rendering and page status
 * read from the run-time remote map (`remotes.json`). Adding a section is a deployment plus one entry here.
 */
export interface SectionEntry {
  /** Stable id; the remote's federation container is `gadgets_<name>`. */
  name: string;
  /** What visitors read in the navigation and in the section's error message, e.g. "Phones". */
  title: string;
  /** One line under the title where the site lists its sections (may be empty). */
  description: string;
  /** The section's routes live under this path, e.g. `/mobile`. One segment. */
  path: string;
  /** Where the navigation links to; default `path`. */
  home: string;
  /** The colour the shell's panels take on this section's pages. */
  accent: AccentName;
  /** The browser build's `mf-manifest.json`, absolute. */
  manifest: string;
  /** The server build's `remoteEntry.js`, absolute; default `server/remoteEntry.js` beside the manifest. */
  serverEntry: string;
}

/** The sections in navigation order. */
export type SectionRegistry = readonly SectionEntry[];

const ACCENTS: readonly AccentName[] = ['green', 'blue', 'red', 'orange'];
const NAME = /^[a-z][a-z0-9_]{0,31}$/;
const PATH = /^\/[a-z0-9][a-z0-9-]{0,31}$/;

/** Module federation container name of a section's remote. */
export const containerNameOf = (name: string) => `gadgets_${name}`;

/** Thrown for a remote map that cannot be used; the message names the entry and the field. */
export class SectionRegistryError extends Error {
  override name = 'SectionRegistryError';
}

function text(entry: Record<string, unknown>, field: string, where: string, fallback?: string): string {
  const value = entry[field] ?? fallback;
  if (typeof value !== 'string' || value.trim() === '') throw new SectionRegistryError(`${where} has no "${field}"`);
  return value;
}

function url(value: string, baseUrl: string, where: string): string {
  try {
    return new URL(value, baseUrl).href;
  } catch {
    throw new SectionRegistryError(`${where}: "${value}" is not a URL`);
  }
}

/**
 * Checks a deployed remote map (`{ "sections": [ ... ] }`) and resolves its URLs against `baseUrl` (the page, or the
 * map's own address). Names and paths must be unique, so one section cannot shadow another.
 */
export function parseSectionRegistry(raw: unknown, baseUrl: string): SectionRegistry {
  const sections = (raw as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) throw new SectionRegistryError('remotes.json must be an object with a "sections" list');
  const seen = new Set<string>();
  return sections.map((value: unknown, index): SectionEntry => {
    if (typeof value !== 'object' || value === null)
      throw new SectionRegistryError(`remotes.json section ${index + 1} is not an object`);
    const entry = value as Record<string, unknown>;
    const name = text(entry, 'name', `remotes.json section ${index + 1}`);
    const where = `remotes.json section "${name}"`;
    if (!NAME.test(name)) throw new SectionRegistryError(`${where}: the name must be lower-case letters, digits or _`);
    const path = text(entry, 'path', where);
    if (!PATH.test(path)) throw new SectionRegistryError(`${where}: the path must be one segment such as "/mobile"`);
    for (const key of [`name:${name}`, `path:${path}`]) {
      if (seen.has(key)) throw new SectionRegistryError(`${where}: another section has the same ${key.split(':')[0]}`);
      seen.add(key);
    }
    const accent = text(entry, 'accent', where, 'green') as AccentName;
    if (!ACCENTS.includes(accent))
      throw new SectionRegistryError(`${where}: the accent is one of ${ACCENTS.join(', ')}`);
    const home = text(entry, 'home', where, path);
    if (home !== path && !home.startsWith(`${path}/`))
      throw new SectionRegistryError(`${where}: the home page must be under ${path}`);
    const manifest = url(text(entry, 'manifest', where), baseUrl, where);
    return {
      name,
      title: text(entry, 'title', where),
      description: typeof entry.description === 'string' ? entry.description : '',
      path,
      home,
      accent,
      manifest,
      serverEntry: url(
        typeof entry.serverEntry === 'string' ? entry.serverEntry : 'server/remoteEntry.js',
        manifest,
        where,
      ),
    };
  });
}

/** The section whose pages a path belongs to, if any. */
export function sectionOfPath(registry: SectionRegistry, pathname: string): SectionEntry | undefined {
  return registry.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
}
