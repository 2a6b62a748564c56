import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Browser builds share only the part of React Router listed in tooling/browser/react-router-subset.mjs under
 * 'react-router-dom'. A name imported from 'react-router-dom' but missing there would be undefined in the browser
 * (and only there: tests and the server use the whole package), so every import in every package is checked here.
 */
const REPO = join(__dirname, '..', '..', '..');
const SUBSET_FILE = join(REPO, 'tooling', 'browser', 'react-router-subset.mjs');
const PACKAGES = [
  'shell',
  'shared-ui',
  ...readdirSync(REPO).filter((name) => /^remote-/.test(name) && existsSync(join(REPO, name, 'src'))),
];
/** Rendered on the server only: it uses the static router, which browser builds leave out. */
const SERVER_ONLY = ['shell/src/server/render-page.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const namesIn = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);

const subset = new Set(
  [...readFileSync(SUBSET_FILE, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    namesIn(match[1]!),
  ),
);

const browserFiles = PACKAGES.flatMap((dir) => sourceFiles(join(REPO, dir, 'src'))).filter(
  (file) => !SERVER_ONLY.includes(relative(REPO, file)),
);

describe('the React Router subset browser builds share', () => {
  it('exports every name the browser code imports from react-router-dom', () => {
    const missing = browserFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)]
        .filter((match) => !match[1])
        .flatMap((match) => namesIn(match[2]!))
        .filter((name) => !subset.has(name))
        .map((name) => `${relative(REPO, file)}: ${name}`),
    );
    expect(subset.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('is the only way in: no browser code imports react-router itself', () => {
    const direct = browserFiles.filter((file) => /from\s*'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')));
    expect(direct.map((file) => relative(REPO, file))).toEqual([]);
  });
});
