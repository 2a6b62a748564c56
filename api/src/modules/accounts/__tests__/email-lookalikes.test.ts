import { fillEmailKeys } from '../../../db/email-keys';
import { createServerLog } from '@gadgets/server-kit';
import { promoteAdminEmails } from '../admin-emails';
import { createAccountStore } from '../store';
import { canonicalEmail, hasCanonicalSpelling } from '../../../shared/email-address';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  // Real limits: the mail cap of 3 an hour is what one test counts.
  server = await startTestApi({ ADMIN_EMAILS: 'lookalike-chief@example.com', RATE_LIMIT_FACTOR: '1' });
});
afterAll(() => server.close());

const REGISTER = `mutation($e: String!) { register(email: $e, name: "Some Body", gender: prefer_not_to_say, password: "Secret12345") }`;
const LOGIN = `mutation($e: String!) { login(email: $e, password: "Secret12345", rememberMe: false) }`;
const FORGOT = `mutation($e: String!) { forgotPassword(email: $e) }`;

let clientNumber = 0;
/** A client from its own address, so per-address limits of one check do not add up. */
const freshClient = () => new TestClient(server.url, `10.88.0.${++clientNumber}`);

describe('one spelling of an e-mail address', () => {
  it('is NFKC, then a lower case that does not depend on the database', () => {
    expect(canonicalEmail(' Probe@Example.COM ')).toBe('probe@example.com');
    expect(canonicalEmail('ｐrobe@example.com')).toBe('probe@example.com');
    expect(canonicalEmail('ﬁle@example.com')).toBe('file@example.com');
    // PostgreSQL's lower() gives "ki@…" here; ours keeps the dot, so it is not the other account's address.
    expect(canonicalEmail('kİ@example.com')).not.toBe('ki@example.com');
    for (const spelling of [
      'kİ@example.com',
      'ｐrobe@example.com',
      'pro\u200bbe@example.com',
      'soft\u00adhyphen@example.com',
    ]) {
      expect(hasCanonicalSpelling(spelling)).toBe(false);
    }
    for (const spelling of ['Probe@Example.com', 'zoë@example.com', 'ünïcode@exämple.de']) {
      expect(hasCanonicalSpelling(spelling)).toBe(true);
    }
  });

  it('never signs a look-alike address in to another account', async () => {
    await signUpAndSignIn(server, 'probe4-ki@example.com');
    for (const lookalike of ['probe4-kİ@example.com', 'probe4-k\u0130@example.com', 'probe4-kı@example.com']) {
      const error = firstError(await freshClient().request(LOGIN, { e: lookalike }));
      expect(error.extensions?.code).toBe('UNAUTHENTICATED');
    }
    // Case and compatibility forms of the owner's own address are the same address.
    for (const spelling of ['PROBE4-KI@EXAMPLE.COM', 'ｐrobe4-ki@example.com']) {
      expect((await freshClient().request(LOGIN, { e: spelling })).errors).toBeUndefined();
    }
  });

  it('refuses to create an account under an address that only looks like another', async () => {
    for (const lookalike of ['probe4-İsq@example.com', 'ｐrobe5@example.com', 'probe\u200b5@example.com']) {
      const error = firstError(await freshClient().request(REGISTER, { e: lookalike }));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    }
    await server.settled();
    expect((await server.outbox()).filter((mail) => /probe4-İsq|ｐrobe5|probe\u200b5/.test(mail.to))).toEqual([]);
  });

  it('counts the mail cap of an address under every spelling of it', async () => {
    await signUpAndSignIn(server, 'capped@example.com');
    const before = (await server.outbox()).length;
    for (const spelling of ['capped@example.com', 'CAPPED@example.com', 'ｃapped@example.com', 'Capped@Example.com']) {
      expect((await freshClient().request(FORGOT, { e: spelling })).errors).toBeUndefined();
    }
    const resets = (await server.outbox()).slice(before).filter((mail) => mail.kind === 'password-reset');
    expect(resets).toHaveLength(3);
  });

  it('makes an ADMIN_EMAILS account admin under any case, never a look-alike account', async () => {
    const chief = await signUpAndSignIn(server, 'Lookalike-Chief@Example.com');
    await server.settled();
    expect((await chief.data(`{ getUserDetails { admin } }`)).getUserDetails.admin).toBe(true);
    // An account an older sign-up could create: PostgreSQL's lower() matched it to the listed address.
    const [lookalike] = await server.api.db.query<{ id: number }>(
      `INSERT INTO users (email, email_key, name, gender, password_hash, active)
       VALUES ($1, $2, 'Look-alike', 'prefer_not_to_say', 'x', true) RETURNING id`,
      ['lookalike-chİef@example.com', canonicalEmail('lookalike-chİef@example.com')],
    );
    await promoteAdminEmails({
      adminEmails: server.config.adminEmails,
      store: createAccountStore(server.api.db),
      viewers: server.api.services.viewers,
      logger: createServerLog('silent', 'api'),
    });
    const [row] = await server.api.db.query<{ admin: boolean }>('SELECT admin FROM users WHERE id = $1', [
      lookalike!.id,
    ]);
    expect(row!.admin).toBe(false);
  });
});

describe('the migration to one spelling', () => {
  it('keeps the spelling for the first active account of a collision and reports the others', async () => {
    const db = server.api.db;
    // Two accounts that lower() told apart and NFKC does not, as an older database may hold them.
    const rows = await db.query<{ id: number }>(
      `INSERT INTO users (email, name, gender, password_hash, active) VALUES
         ('Twin@example.com', 'Older', 'prefer_not_to_say', 'x', false),
         ('ｔwin@example.com', 'Active', 'prefer_not_to_say', 'x', true),
         ('single@example.org', 'Single', 'prefer_not_to_say', 'x', true)
       RETURNING id`,
    );
    const lines: string[] = [];
    const collisions = await fillEmailKeys(db, (line) => lines.push(line));
    expect(collisions).toEqual([
      {
        key: 'twin@example.com',
        kept: { id: rows[1]!.id, email: 'ｔwin@example.com' },
        withoutKey: [{ id: rows[0]!.id, email: 'Twin@example.com' }],
      },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`account ${rows[0]!.id}`);
    const keys = await db.query<{ email_key: string | null }>(
      'SELECT email_key FROM users WHERE id = ANY($1::int[]) ORDER BY id',
      [rows.map((row) => row.id)],
    );
    expect(keys.map((row) => row.email_key)).toEqual([null, 'twin@example.com', 'single@example.org']);
  });
});
