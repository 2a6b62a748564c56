import { cuttableRelay } from '../../../test-support/cuttable-relay';
import { startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';
import { subscribe } from '../../../test-support/sse';

// Needs a Redis server (TEST_REDIS_URL); the API reaches it through a relay the test cuts, as a Redis restart would.
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

const PAGE = { category: 'mobile', brand: 'google', path: 'pixel-9' };
const POST = `mutation($c: String!, $b: String!, $p: String!, $text: String!) {
  createComment(category: $c, brand: $b, path: $p, name: "Visitor", comment: $text) { id } }`;
const ACTIVITY = `subscription($category: String!, $brand: String!, $path: String!) {
  pageActivity(category: $category, brand: $brand, path: $path) { commentAdded { id } } }`;

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeWithRedis('the API while Redis is away', () => {
  let api: TestApi;
  let relay: Awaited<ReturnType<typeof cuttableRelay>>;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    relay = await cuttableRelay(new URL(redisUrl!), 6379);
    api = await startTestApi({ REDIS_URL: relay.urlFor(new URL(redisUrl!)) });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await api.close();
    await relay.close();
  });

  it('keeps answering reads and writes (events are lost, nothing fails), and events flow again once it is back', async () => {
    const visitor = new TestClient(api.url);
    const text = (n: number) => ({ c: PAGE.category, b: PAGE.brand, p: PAGE.path, text: `Comment number ${n} here.` });
    // A page open before Redis goes away keeps its stream.
    const before = await subscribe(api.url, ACTIVITY, PAGE);
    relay.cut();
    // A write publishes its event: the publish fails, the write does not, and the process goes on.
    const posted = await visitor.data(POST, text(1));
    expect(posted.createComment.id).toBeDefined();
    expect((await visitor.data('{ ping }')).ping).toBe(true);
    // A page opened meanwhile subscribes; its subscription waits for Redis.
    const stream = await subscribe(api.url, ACTIVITY, PAGE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);

    relay.mend();
    // Once Redis is back, a new comment reaches the page opened while it was away.
    await until(async () => {
      await visitor.data(POST, text(2));
      return stream.events.length > 0;
    });
    expect(stream.events[0].data.pageActivity.commentAdded.id).toBeDefined();
    await until(async () => before.events.length > 0);
    stream.close();
    before.close();
    expect(unhandled).toEqual([]);
  }, 30_000);
});
