import { startTestApi, type TestApi } from '../../../test-support/helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const PAGE = 'category: "mobile", brand: "google", path: "pixel-9"';
const POST_COMMENT = `mutation Post { createComment(${PAGE}, name: "Replayed", comment: "Posted by a request marked as a query.") { id } }`;
const COUNT_COMMENTS = `query Count { comments(${PAGE}) { commentsList { comment } } }`;

/** A request as the site's client sends it, marked with `kind` (or unmarked). */
async function send(query: string, kind?: string, operationName?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-graphql-csrf': '1',
      ...(kind && { 'x-graphql-operation-kind': kind }),
    },
    body: JSON.stringify({ query, operationName }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

const replayedComments = async () =>
  (await send(COUNT_COMMENTS, 'query')).body.data.comments.commentsList.filter((row: { comment: string }) =>
    row.comment.includes('marked as a query'),
  ).length;

describe('the operation kind a request is marked with (what a load balancer may replay)', () => {
  it('answers a query marked as a query', async () => {
    const { status, body } = await send('query Ping { ping }', 'query');
    expect(status).toBe(200);
    expect(body.data).toEqual({ ping: true });
  });

  it('refuses with 400 a mutation marked as a query, and writes nothing', async () => {
    const { status, body } = await send(POST_COMMENT, 'query');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions.code).toBe('OPERATION_KIND_MISMATCH');
    expect(await replayedComments()).toBe(0);
  });

  it('refuses the mutation of a document that also holds a query, picked by its operation name', async () => {
    const document = `query Ping { ping } ${POST_COMMENT}`;
    expect((await send(document, 'query', 'Ping')).status).toBe(200);
    expect((await send(document, 'query', 'Post')).status).toBe(400);
    expect(await replayedComments()).toBe(0);
  });

  it('runs a mutation marked as a mutation, or unmarked (other clients)', async () => {
    expect((await send(POST_COMMENT, 'mutation')).body.data.createComment.id).toBeDefined();
    expect((await send(POST_COMMENT)).body.data.createComment.id).toBeDefined();
    expect(await replayedComments()).toBe(2);
  });

  it("lets the site's pages on other origins send the mark (CORS)", async () => {
    const preflight = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-graphql-csrf,x-graphql-operation-kind',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-graphql-operation-kind');
  });
});
