import { execFile } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../../../config';
import { promoteAdminEmails } from '../admin-emails';
import { createAccountStore } from '../store';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, type TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;

beforeAll(async () => {
  server = await startTestApi({ ADMIN_EMAILS: ' Chief@Example.com, later@example.com ' });
});
afterAll(() => server.close());

const ADMIN_LIST = `{ getAllBikeFeatures { published } }`;
const TOGGLE = `mutation { toggleBikeFeaturePublished(company: "honda", path: "rebel-500") { published } }`;
const isAdmin = async (client: TestClient) =>
  (await client.data(`{ getUserDetails { admin } }`)).getUserDetails.admin as boolean;

describe('ADMIN_EMAILS', () => {
  it('reads a comma-separated list, lower-cased, and refuses anything that is not an address', () => {
    expect(server.config.adminEmails).toEqual(['chief@example.com', 'later@example.com']);
    expect(() =>
      loadConfig({ ACCESS_TOKEN_SECRET: 'x'.repeat(20), ADMIN_EMAILS: 'a@example.com,not-an-address' }),
    ).toThrow(/ADMIN_EMAILS/);
  });

  it('makes a listed account an admin when it is activated; unlisted accounts stay visitors', async () => {
    const chief = await signUpAndSignIn(server, 'chief@example.com');
    const rider = await signUpAndSignIn(server, 'rider@example.com');
    expect(await isAdmin(chief)).toBe(true);
    expect(await isAdmin(rider)).toBe(false);
    const drafts = (await chief.data(ADMIN_LIST)).getAllBikeFeatures.filter(
      (bike: { published: boolean }) => !bike.published,
    );
    expect(drafts.length).toBeGreaterThan(0);
    expect(firstError(await rider.request(TOGGLE)).extensions?.code).toBe('FORBIDDEN');
    expect((await chief.data(TOGGLE)).toggleBikeFeaturePublished.published).toBe(false);
    expect((await chief.data(TOGGLE)).toggleBikeFeaturePublished.published).toBe(true);
  });

  it('makes existing active accounts admins at start', async () => {
    const store = createAccountStore(server.api.db);
    const early = await signUpAndSignIn(server, 'early@example.com');
    expect(await isAdmin(early)).toBe(false);
    const promoted = await promoteAdminEmails({
      adminEmails: ['early@example.com', 'nobody@example.com'],
      store,
      viewers: server.api.services.viewers,
      logger: server.api.logger,
    });
    expect(promoted).toEqual(['early@example.com']);
    expect(await isAdmin(early)).toBe(true);
  });
});

describe('grant-admin', () => {
  it('says why it cannot change the embedded PGlite database while the API runs', async () => {
    const port = new URL(server.url).port;
    // Asynchronous: the API under test answers the command's health check from this same process.
    const result = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, '../../../cli/grant-admin.ts'), 'rider@example.com'],
        {
          cwd: path.join(__dirname, '../../../..'),
          env: {
            ...process.env,
            PORT: port,
            HOST: '127.0.0.1',
            DATA_DIR: server.config.dataDir,
            DATABASE_URL: '',
            ACCESS_TOKEN_SECRET: 'x'.repeat(20),
          },
          encoding: 'utf8',
          timeout: 30_000,
        },
        (error, _stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stderr }),
      );
    });
    expect(result.stderr).toContain('The API is running on the embedded PGlite database');
    expect(result.status).toBe(3);
    expect(result.stderr).toContain('ADMIN_EMAILS');
  });
});
