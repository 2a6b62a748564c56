import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every GraphQL document the front ends send: the `gql`/`graphql()` templates in shared-ui, the shell, the remotes
 * and the integrator page (tests aside), with `${Fragment}` interpolations left out (fragments are found by name).
 * Read by the front-end documents test and by the site-operations generator.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = [
  'shared-ui',
  'shell',
  'remote-mobile',
  'remote-laptop',
  'remote-bike',
  'remote-desktop',
  'integrator-example',
];

export interface FoundDocument {
  /** Relative to the repository's root. */
  file: string;
  source: string;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry) && !/\.(test|spec)\.[tj]sx?$/.test(entry) && !full.includes('__tests__')
      ? [full]
      : [];
  });
}

function documentsIn(file: string): FoundDocument[] {
  const text = readFileSync(file, 'utf8');
  const found: FoundDocument[] = [];
  const pattern = /\b(?:gql|graphql)\s*(?:<[^`]*?>)?\s*\(?\s*`([\s\S]*?)`/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[1]!.replace(/\$\{[^}]*\}/g, '');
    if (/\b(query|mutation|subscription|fragment)\b/.test(body))
      found.push({ file: path.relative(ROOT, file), source: body });
  }
  return found;
}

export function frontEndDocuments(): FoundDocument[] {
  return PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src'))).flatMap(documentsIn);
}
