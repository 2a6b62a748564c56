import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const resolveSingleton = require('../../jest/singleton-resolver.js');
const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** How jest would resolve without the rule: from the requesting file's folder, as Node does. */
const defaultResolver = (request, { basedir }) => require.resolve(request, { paths: [basedir] });
const shellCopyOf = (request) => realpathSync(createRequire(join(REPO_ROOT, 'shell', 'package.json')).resolve(request));

describe('the front-end tests’ resolver', () => {
  let remote;
  beforeAll(() => {
    // A remote that raised its router range: its own, newer copy installed beside it.
    remote = mkdtempSync(join(tmpdir(), 'gadgets-remote-'));
    const ownCopy = join(remote, 'node_modules', 'react-router-dom');
    mkdirSync(ownCopy, { recursive: true });
    writeFileSync(join(ownCopy, 'package.json'), JSON.stringify({ name: 'react-router-dom', version: '7.99.0' }));
    writeFileSync(join(ownCopy, 'index.js'), 'throw new Error("a second router");');
  });
  afterAll(() => rmSync(remote, { recursive: true, force: true }));

  it('gives a remote’s tests the shell’s copy of a shared singleton, as federation does, not its own', () => {
    const basedir = join(remote, 'src');
    expect(defaultResolver('react-router-dom', { basedir })).toBe(
      join(remote, 'node_modules', 'react-router-dom', 'index.js'),
    );
    const resolved = realpathSync(resolveSingleton('react-router-dom', { basedir, defaultResolver }));
    expect(resolved).toBe(shellCopyOf('react-router-dom'));
    expect(dirname(realpathSync(resolveSingleton('react/jsx-runtime', { basedir, defaultResolver })))).toBe(
      dirname(shellCopyOf('react/jsx-runtime')),
    );
  });

  it('resolves everything else from where it is asked for', () => {
    const basedir = join(REPO_ROOT, 'shell');
    expect(resolveSingleton('focus-trap-react', { basedir, defaultResolver })).toBe(
      defaultResolver('focus-trap-react', { basedir }),
    );
  });
});
