/**
 * Every suite runs on PGlite; with TEST_DATABASE_URL set, the suites that prove the production path run a second time
 * on that PostgreSQL (a database per server copied from a seeded template, dropped afterwards). PGlite is PostgreSQL's
 * own engine, so the SQL itself is proven there; the second run covers what only a server shows: several instances and
 * their events, connections that break, readiness, query plans on a real planner, concurrent writes and their unique
 * constraints, and the main writing paths and the main reading path (each file named exactly). Suites without a database (index, parsing, limits) run once.
 */
const POSTGRES_SUITES = [
  // Several instances, their events and logins across them.
  'two-instances',
  'two-instances-login',
  'two-instances-ratings',
  // Connections that break, readiness that follows the database.
  'database-connections',
  'lifecycle',
  // Query plans on a real planner; statement timeouts on a real server.
  'catalogue-scale',
  'slow-requests',
  // The schema walk (it runs once: here when PostgreSQL is at hand).
  'fuzz-arguments',
  // Concurrent writes and their unique constraints, and the main writing paths.
  'votes',
  'comments',
  'login-backoff',
  'accounts',
  'custom-pcs',
  'notifications',
  // The result cache on Redis, and the main reading path.
  'result-cache',
  'phones-finder',
];
const base = {
  testEnvironment: 'node',
  // Tests sit beside what they prove, in src/**/__tests__; test-support/ holds what they share and no test.
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // exportInteropAnnotation: the built shell server (ES module) imports server-kit's source, which jest compiles to
  // CommonJS; the annotation lets it find the named exports.
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true, exportInteropAnnotation: true } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
  // The shared packages' TypeScript source, so API tests need no build of them.
  moduleNameMapper: {
    '^@gadgets/pc-compatibility$': '<rootDir>/../pc-compatibility/src/index.ts',
    '^@gadgets/server-kit$': '<rootDir>/../server-kit/src/index.ts',
  },
};

// The schema-walking fuzz test is the longest suite; with PostgreSQL at hand it runs there, the production path.
const pgliteOnlyIgnores = process.env.TEST_DATABASE_URL ? ['/fuzz-arguments'] : [];
const projects = [
  {
    ...base,
    displayName: 'pglite',
    setupFiles: ['<rootDir>/test-support/setup-pglite.js'],
    // One migrated, seeded database per run, which every test server starts from.
    globalSetup: '<rootDir>/test-support/pglite-template.ts',
    globalTeardown: '<rootDir>/test-support/pglite-template-teardown.ts',
    testPathIgnorePatterns: ['/node_modules/', '/two-instances', '/database-connections', ...pgliteOnlyIgnores],
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...base,
    displayName: 'postgres',
    setupFiles: ['<rootDir>/test-support/setup-postgres.js'],
    // One migrated, seeded template database per run, which every test server's own database is copied from.
    globalSetup: '<rootDir>/test-support/postgres-template.ts',
    globalTeardown: '<rootDir>/test-support/postgres-template-teardown.ts',
    testMatch: [`**/__tests__/(${POSTGRES_SUITES.join('|')}).test.ts`],
  });
}

/**
 * A fresh worker for every file (an idle limit no worker stays under): each file's databases start from a copy of the
 * seeded template (the whole PC parts catalogue, ~230 MB), and a worker keeps that memory from file to file (1 GB more
 * per file, seen to reach 14 GB) outside the heap jest measures.
 * @type {import('jest').Config}
 */
module.exports = { projects, testTimeout: 60000, maxWorkers: 2, workerIdleMemoryLimit: '1MB' };
