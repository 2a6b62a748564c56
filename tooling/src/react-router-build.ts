import { dirname, join } from 'node:path';

/**
 * Where 'react-router' resolves, for every package's builds and for browser/react-router-subset.mjs, which sits in
 * tooling/ where pnpm links only react-router-dom (so 'react-router' is resolved through it, one copy for both).
 * React Router 7 resolves to its development build through package exports and leaves picking the production build to
 * the bundler. Without the production alias, visitors would run its development checks and warnings, and so would
 * every page the server renders (they were a measurable share of a render's CPU); the dev server keeps them.
 */
export function reactRouterBuild(build: 'production' | 'development'): Record<string, string> {
  const packageDir = dirname(
    require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom')] }),
  );
  return {
    'react-router$': join(packageDir, `dist/${build}/index.mjs`),
    'react-router/dom$': join(packageDir, `dist/${build}/dom-export.mjs`),
  };
}
