import { shellPagePaths } from '../page-paths';

describe("the shell's own pages", () => {
  it('are read from its route table: every fixed path, nested ones joined, no parameter or wildcard route', () => {
    const paths = shellPagePaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/search', '/auth/activate', '/account/settings', '/notifications', '/about']),
    );
    expect(paths.filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('join nested routes under their parents', () => {
    const routes = [
      { path: '/', children: [{ index: true }, { path: 'a', children: [{ path: 'b' }, { path: ':id' }] }] },
    ];
    expect(shellPagePaths(routes)).toEqual(['/', '/a', '/a/b']);
  });
});
