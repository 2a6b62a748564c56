// Browser tests against the built site; `pnpm build` first (the root `pnpm test` does it).
module.exports = {
  displayName: 'e2e',
  testEnvironment: '<rootDir>/support/browser-test-environment.ts',
  // A browser test that fails is run once more; the summary names each one that passed only then (scripts/test.mjs).
  setupFilesAfterEnv: ['<rootDir>/support/retry-once.ts'],
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  transform: {
    '^.+\\.m?[jt]sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
};
