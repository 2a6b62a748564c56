import type { RuleSetRule } from 'webpack';

/** TypeScript and JSX through swc, for the browser and the server builds alike. */
export function typescriptRule(production: boolean, target: 'es2020' | 'es2022'): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target,
        },
      },
    },
  };
}
