// One lint for the whole workspace. The import zones encode the architecture: code flows
// shared-ui -> remotes/shell, never back, and features never import each other.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shell and every section's remote (remote-<name>/, pnpm create-section writes a new one), found, not listed. */
const APPS = [
  'shell',
  ...readdirSync('.')
    .filter((name) => name.startsWith('remote-') && existsSync(`./${name}/package.json`))
    .sort(),
];

/** A feature may not reach into a sibling feature of the same package (one zone per feature). */
const featureIsolation = APPS.flatMap((app) => {
  const featuresDir = `./${app}/src/features`;
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${featuresDir}/${name}`,
      from: featuresDir,
      except: [`./${name}`],
      message: 'Features never import each other: move what both need to shared-ui.',
    }));
});

/**
 * The shell's server and its layout (where features meet) use a feature only through its entry, features/<name>/index.ts:
 * one zone per feature, its entry excepted.
 */
const SHELL_FEATURES_DIR = './shell/src/features';
const shellFeatureEntries = readdirSync(SHELL_FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: ['./shell/src/server', './shell/src/layout'],
    from: `${SHELL_FEATURES_DIR}/${name}`,
    except: ['./index.ts'],
    message: `Use the ${name} feature through its entry (features/${name}/index.ts), not its internals.`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      'e2e/.e2e-artifacts/**',
      '**/*.d.ts',
      'api/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shell/src/**', 'remote-*/src/**', 'shared-ui/src/**'],
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureIsolation,
            ...shellFeatureEntries,
            {
              target: './shared-ui/src',
              from: APPS.map((app) => `./${app}`),
              message: 'shared-ui is imported by the apps, never the other way round.',
            },
            {
              target: ['./shared-ui/src/widgets', './shared-ui/src/section-mount'],
              from: ['store', 'graphql', 'theme', 'remote', 'components'].map((core) => `./shared-ui/src/${core}`),
              message:
                "Widgets and the section mount are bundled into each remote: import the core from '@gadgets/shared-ui' so the page keeps one store.",
            },
            ...APPS.map((app) => ({
              target: `./${app}/src`,
              from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
              message:
                'A remote is deployed on its own: reach other sections through their routes or shared-ui, not their code.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Tooling builds and serves every package: what it shares with the shell (the server build's contract) is declared
    // in tooling and imported by the shell, never read from the shell's files.
    files: ['tooling/**'],
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './tooling',
              from: './shell',
              message:
                "Tooling imports none of the shell's files: declare what both need in tooling, for the shell to import.",
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read and validated in one place; command-line entry points read their own options.
    files: ['api/src/**'],
    // Tests set up the environment of the servers they start.
    ignores: ['api/src/config.ts', 'api/src/cli/**', 'api/src/**/__tests__/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/config.ts.' },
      ],
    },
  },
  {
    files: ['shell/src/**', 'remote-*/src/**', 'shared-ui/src/**', 'api/src/**'],
    ignores: ['**/__tests__/**'],
    // import-x's own resolver: the legacy one cannot read a package whose exports nest conditions (lru-cache).
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Tests read raw GraphQL and HTTP answers; typing every probe would only restate the schema.
    files: ['api/test-support/**', '**/__tests__/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Jest's globals, which TypeScript tests get from @types/jest.
    files: ['scripts/__tests__/**/*.mjs', 'e2e/bench/*.test.mjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
