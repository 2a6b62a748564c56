// Unit and component tests of the front-end packages (the API and e2e have their own jest configs).
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

/** Every section's remote (remote-<name>/, pnpm create-section writes a new one), found rather than listed. */
const REMOTE_PACKAGES = readdirSync(__dirname)
  .filter((name) => name.startsWith('remote-') && existsSync(join(__dirname, name, 'package.json')))
  .sort();
const FRONT_END_PACKAGES = ['shared-ui', 'pc-compatibility', 'shell', ...REMOTE_PACKAGES];

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// `*.contract.test.ts` check a remote's build (dist/): left out of the run before the build; REMOTE_CONTRACT=only runs
// just them (after the site's build), =also runs them with the rest (a remote's own `test`, which builds first).
const CONTRACT = process.env.REMOTE_CONTRACT;
const CONTRACT_TESTS = '\\.contract\\.test\\.ts$';

module.exports = {
  // Every core: jest's default (one fewer than the cores) leaves one of a 2-core machine's two idle, and these tests
  // are CPU-bound (the run takes half the time with both).
  maxWorkers: '100%',
  projects: [
    ...FRONT_END_PACKAGES.map((dir) => ({
      displayName: dir,
      rootDir: `<rootDir>/${dir}`,
      testEnvironment: 'jsdom',
      testMatch: CONTRACT === 'only' ? ['<rootDir>/src/**/*.contract.test.ts'] : ['<rootDir>/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: CONTRACT ? ['/node_modules/'] : ['/node_modules/', CONTRACT_TESTS],
      transform: { '^.+\\.[jt]sx?$': swcTransform },
      moduleNameMapper: {
        '\\.(svg|png|jpg)$': '<rootDir>/../jest/file-stub.js',
        // The engine's TypeScript source: its compiled dist/ exists only after a build.
        '^@gadgets/pc-compatibility$': '<rootDir>/../pc-compatibility/src/index.ts',
      },
      // One copy of each shared singleton, the shell's, as federation runs them (jest/singleton-resolver.js).
      resolver: '<rootDir>/../jest/singleton-resolver.js',
      setupFiles: ['<rootDir>/../jest/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.ts'],
      clearMocks: true,
      restoreMocks: true,
    })),
    // The site's servers (tooling/serve): Node, no DOM.
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/serve/__tests__/**/*.test.ts'],
      transform: { '^.+\\.m?[jt]s$': swcTransform },
      // What the servers share, as TypeScript source: its compiled dist/ exists only after a build.
      moduleNameMapper: { '^@gadgets/server-kit$': '<rootDir>/../server-kit/src/index.ts' },
      moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
      clearMocks: true,
      restoreMocks: true,
    },
    // What the site's Node servers share (server-kit): Node, no DOM.
    {
      displayName: 'server-kit',
      rootDir: '<rootDir>/server-kit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.ts$': swcTransform },
      clearMocks: true,
      restoreMocks: true,
    },
    // The benches' arithmetic (medians, tables against the budgets): Node, no DOM.
    {
      displayName: 'benches',
      rootDir: '<rootDir>/e2e/bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.mjs'],
      transform: { '^.+\\.mjs$': swcTransform },
      moduleFileExtensions: ['mjs', 'js', 'json'],
      clearMocks: true,
      restoreMocks: true,
    },
    // The root scripts' decisions (which packages `pnpm start` rebuilds): Node, no DOM.
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/**/*.test.mjs'],
      transform: { '^.+\\.mjs$': swcTransform },
      moduleFileExtensions: ['mjs', 'js', 'json'],
      clearMocks: true,
      restoreMocks: true,
    },
  ],
};
