import { dirname, join } from 'node:path';

/**
 * React Router 7 resolves to its development build through package exports and leaves picking the production build to
 * the bundler. Without this alias, visitors would run its development checks and warnings, and so would every page the
 * server renders (they were a measurable share of a render's CPU).
 */
export function reactRouterProductionBuild(): Record<string, string> {
  const packageDir = dirname(
    require.resolve('react-router/package.json', { paths: [require.resolve('react-router-dom')] }),
  );
  return {
    'react-router$': join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom$': join(packageDir, 'dist/production/dom-export.mjs'),
  };
}
