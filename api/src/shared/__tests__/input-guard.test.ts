import { signUpAndSignIn } from '../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';

let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const CREATE = `mutation($c: String!, $b: String!, $p: String!, $comment: String!, $name: String!, $email: String, $parentId: ID) {
  createComment(category: $c, brand: $b, path: $p, comment: $comment, name: $name, email: $email, parentId: $parentId) { id name isVerified }
}`;
const PAGE = { c: 'mobile', b: 'google', p: 'pixel-9' };
const GOOD = { ...PAGE, comment: 'A perfectly ordinary comment.', name: 'Visitor' };

async function commentCount(): Promise<number> {
  const rows = await server.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
  return rows[0]!.n;
}

describe('bad input is refused at the edge with a field error, and nothing is written', () => {
  it('refuses NUL, control and bidi-override characters in any text argument', async () => {
    const before = await commentCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...GOOD, name: 'Ni\u0000ck' }, 'name'],
      [{ ...GOOD, comment: 'A comment with a NUL \u0000 inside it' }, 'comment'],
      [{ ...GOOD, comment: 'A comment with a bell \u0007 inside it' }, 'comment'],
      [{ ...GOOD, name: 'Two\nlines' }, 'name'],
      [{ ...GOOD, comment: 'Reads backwards \u202egnirts a' }, 'comment'],
      [{ ...GOOD, email: 'a\u0000@example.com' }, 'email'],
      [{ ...GOOD, p: 'pixel-9\u0000' }, 'path'],
    ];
    for (const [variables, field] of cases) {
      const error = firstError(await visitor.request(CREATE, variables));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await commentCount()).toBe(before);
  });

  it('keeps newlines in comment bodies (multi-line text)', async () => {
    const { createComment } = await visitor.data(CREATE, { ...GOOD, comment: 'First line of it.\nSecond line of it.' });
    expect(createComment.name).toBe('Visitor');
  });

  it('answers an id beyond the integer range with a field error, not an unexpected error', async () => {
    const error = firstError(await visitor.request(CREATE, { ...GOOD, parentId: '99999999999' }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parentId' });
  });

  it('refuses NUL in register and forgotPassword instead of answering true', async () => {
    const register = firstError(
      await visitor.request(
        `mutation { register(email: "a\\u0000@example.com", name: "A", gender: male, password: "Longer-pass-42") }`,
      ),
    );
    expect(register.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const forgot = firstError(await visitor.request(`mutation { forgotPassword(email: "a\\u0000@example.com") }`));
    expect(forgot.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('checks query arguments too: text, list limits and pages', async () => {
    const search = firstError(
      await visitor.request(`query($s: String!) { searchMobiles(searchKey: $s) { name } }`, { s: 'pix\u0000el' }),
    );
    expect(search.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'searchKey' });
    const limit = firstError(await visitor.request(`{ pcParts(limit: 100000) { id } }`));
    expect(limit.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const nested = firstError(
      await visitor.request(`query($i: ModelListInput) { mobileModels(input: $i) { data { name } } }`, {
        i: { company: 'goo\u0000gle' },
      }),
    );
    expect(nested.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.company' });
  });

  it('takes comments only on model pages that exist', async () => {
    const before = await commentCount();
    const noBrand = firstError(await visitor.request(CREATE, { ...GOOD, b: 'no-such-brand' }));
    expect(noBrand.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'brand' });
    const noModel = firstError(await visitor.request(CREATE, { ...GOOD, p: 'no-such-phone' }));
    expect(noModel.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
    expect(await commentCount()).toBe(before);
  });
});

describe('the verified badge', () => {
  it('shows a signed-in commenter under their account name, whatever name they type', async () => {
    const member = await signUpAndSignIn(server, 'ada@example.com', { name: 'Ada Lovelace' });
    const { createComment } = await member.data(CREATE, { ...GOOD, name: 'Someone Famous' });
    expect(createComment).toMatchObject({ name: 'Ada Lovelace', isVerified: true });
  });
});
