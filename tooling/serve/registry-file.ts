// The remote map (remotes.json) as every server process holds it: parsed once and parsed again only when the file
// changes. A deploy replaces the file (written beside, then renamed over), so each use compares the file's identity
// (inode, size, modification time in nanoseconds) with the one parsed: a stat, not a read, per page, and the page
// after a deploy already sees the new map, in every worker.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { sectionRegistryOf } from './section-registry.mjs';

export interface DeclaredSection {
  name: string;
  path: string;
  manifest: string;
  home?: string;
}

export interface RegistrySnapshot {
  /** The file's text as served at /remotes.json; null when it cannot be read. */
  text: string | null;
  raw: unknown;
  sections: DeclaredSection[];
  /** A hash of the content, the same in every process and instance: part of every cached page's key. */
  version: string;
}

export interface RegistryFile {
  readonly file: string | undefined;
  current(): RegistrySnapshot;
}

const NO_REGISTRY: RegistrySnapshot = { text: null, raw: null, sections: [], version: 'none' };

/** Watches `file` (none: a map with no sections). `onChange` hears of each new content after the first. */
export function watchRegistryFile(
  file: string | undefined,
  onChange?: (snapshot: RegistrySnapshot) => void,
): RegistryFile {
  let identity = '';
  let snapshot = NO_REGISTRY;
  let reads = 0;
  return {
    file,
    current() {
      if (!file) return NO_REGISTRY;
      let seen: string;
      try {
        const stat = statSync(file, { bigint: true });
        seen = `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
      } catch {
        seen = 'missing';
      }
      if (seen === identity) return snapshot;
      identity = seen;
      let text: string | null = null;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // Unreadable: no sections until it is back.
      }
      const parsed = text === null ? { raw: null, sections: [] } : sectionRegistryOf(text);
      reads += 1;
      snapshot = {
        text: parsed.raw === null ? null : text,
        raw: parsed.raw,
        sections: parsed.sections as DeclaredSection[],
        version: text === null ? 'none' : createHash('sha256').update(text).digest('hex').slice(0, 12),
      };
      if (reads > 1) onChange?.(snapshot);
      return snapshot;
    },
  };
}
