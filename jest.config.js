// Unit and component tests of the front-end packages (the API and e2e have their own jest configs).
const FRONT_END_PACKAGES = ['shared-ui', 'pc-compatibility', 'shell', 'remote-mobile', 'remote-laptop', 'remote-bike', 'remote-desktop'];

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

module.exports = {
  projects: FRONT_END_PACKAGES.map((dir) => ({
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.[jt]sx?$': swcTransform },
    moduleNameMapper: {
      '\\.(svg|png|jpg)$': '<rootDir>/../jest/file-stub.js',
      // The engine's TypeScript source: its compiled dist/ exists only after a build.
      '^@gadgets/pc-compatibility$': '<rootDir>/../pc-compatibility/src/index.ts',
    },
    setupFiles: ['<rootDir>/../jest/polyfills.ts'],
    setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.ts'],
    clearMocks: true,
    restoreMocks: true,
  })),
};
