import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` serves the site, so its API must run as production (introspection and "Did you mean" hints off, see
 * errors.test.ts and graphql-limits.test.ts for what that switches); `pnpm dev` runs it as development. The script
 * starts the whole site on fixed ports, so this reads the environment it hands the API instead of running it.
 */
describe('the API environment npm start and pnpm dev pass', () => {
  it('is production when serving and development with --dev', () => {
    const script = readFileSync(path.join(__dirname, '../../..', 'scripts', 'start.mjs'), 'utf8');
    const apiEnv = /const apiEnv = \{([\s\S]*?)\n {2}\};/.exec(script)?.[1] ?? '';
    expect(apiEnv).toMatch(/^\s*NODE_ENV: dev \? 'development' : 'production',$/m);
    expect(script).toMatch(/startProcess\('api', [^\n]*\{ env: apiEnv \}\)/);
  });
});
