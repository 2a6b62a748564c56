import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';
import { firstError, startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const LIST = `query($before: String, $limit: Int) {
  contactMessages(before: $before, limit: $limit) { nextCursor items { id name email subject message fromAccount handled handledAt } }
}`;
const MARK = `mutation($id: ID!, $handled: Boolean!) {
  markContactMessageHandled(id: $id, handled: $handled) { id handled handledAt }
}`;
const MESSAGE = {
  name: 'Vera Visitor',
  email: 'vera@example.com',
  subject: 'A wrong battery size',
  message: 'The Pixel 9 page lists 4,500 mAh; Google says 4,700 mAh.',
};
const storedCount = async () =>
  (await server.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages'))[0]!.n;

describe('the contact form', () => {
  it('takes a message from a visitor, trimmed', async () => {
    const visitor = new TestClient(server.url, '10.7.0.1');
    const before = await storedCount();
    expect((await visitor.data(SEND, { input: { ...MESSAGE, name: '  Vera Visitor ' } })).sendContactMessage).toBe(
      true,
    );
    expect(await storedCount()).toBe(before + 1);
    const [row] = await server.api.db.query<{ name: string; user_id: number | null; handled_at: Date | null }>(
      'SELECT name, user_id, handled_at FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ name: 'Vera Visitor', user_id: null, handled_at: null });
  });

  it('answers invalid input with field errors and keeps nothing', async () => {
    const visitor = new TestClient(server.url, '10.7.0.2');
    const before = await storedCount();
    const result = await visitor.request(SEND, {
      input: { name: ' ', email: 'not-an-address', subject: 'x'.repeat(121), message: 'Too short' },
    });
    expect(firstError(result).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(firstError(result).extensions?.fields.map((error: { field: string }) => error.field)).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
    const long = await visitor.request(SEND, { input: { ...MESSAGE, message: 'y'.repeat(4001) } });
    expect(firstError(long).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'message' });
    expect(await storedCount()).toBe(before);
  });

  it('lets neither visitors nor signed-in non-admins list or mark messages', async () => {
    const visitor = new TestClient(server.url, '10.7.0.3');
    const member = await signUpAndSignIn(server, 'contact-member@example.com', { ip: '10.7.0.4' });
    expect(firstError(await visitor.request(LIST)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await member.request(LIST)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await visitor.request(MARK, { id: '1', handled: true })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(firstError(await member.request(MARK, { id: '1', handled: true })).extensions?.code).toBe('FORBIDDEN');
  });

  it('shows admins the newest first, with the sender account kept, and marks them handled', async () => {
    const member = await signUpAndSignIn(server, 'contact-sender@example.com', { ip: '10.7.0.5' });
    await member.data(SEND, { input: { ...MESSAGE, subject: 'Older message' } });
    await member.data(SEND, { input: { ...MESSAGE, subject: 'Newer message' } });
    const admin = await signUpAndSignIn(server, 'contact-admin@example.com', { admin: true, ip: '10.7.0.6' });
    const first = (await admin.data(LIST, { limit: 1 })).contactMessages;
    expect(first.items).toEqual([
      expect.objectContaining({ subject: 'Newer message', fromAccount: true, handled: false, handledAt: null }),
    ]);
    const second = (await admin.data(LIST, { limit: 1, before: first.nextCursor })).contactMessages;
    expect(second.items[0].subject).toBe('Older message');

    const marked = (await admin.data(MARK, { id: first.items[0].id, handled: true })).markContactMessageHandled;
    expect(marked).toMatchObject({ id: first.items[0].id, handled: true });
    expect(typeof marked.handledAt).toBe('string');
    expect((await admin.data(LIST, { limit: 1 })).contactMessages.items[0].handled).toBe(true);
    const unmarked = (await admin.data(MARK, { id: first.items[0].id, handled: false })).markContactMessageHandled;
    expect(unmarked).toMatchObject({ handled: false, handledAt: null });
    expect(firstError(await admin.request(MARK, { id: '999999', handled: true })).extensions?.code).toBe('NOT_FOUND');
  });
});
