/** Opens a GraphQL subscription over SSE like urql's fetchSubscriptions and collects the events. */
export async function subscribe(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  /** Extra request headers, e.g. a signed-in viewer's `authorization`. */
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`subscription failed: ${response.status}`);
  const events: any[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const data = chunk
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) {
            events.push(JSON.parse(data));
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    contentType: response.headers.get('content-type'),
    events,
    async next(timeoutMs = 5000): Promise<any> {
      const seen = events.length;
      const deadline = Date.now() + timeoutMs;
      while (events.length <= seen) {
        if (Date.now() > deadline) throw new Error('no subscription event in time');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return events[seen];
    },
    /** The first event from index `from` on that matches, waiting for it until the deadline. */
    async waitFor(
      predicate: (event: any) => boolean,
      options: { from?: number; timeoutMs?: number } = {},
    ): Promise<any> {
      const deadline = Date.now() + (options.timeoutMs ?? 5000);
      for (let index = options.from ?? 0; ;) {
        for (; index < events.length; index++) if (predicate(events[index])) return events[index];
        if (Date.now() > deadline)
          throw new Error(`no matching subscription event in time (got ${JSON.stringify(events)})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}

export type Subscription = Awaited<ReturnType<typeof subscribe>>;

let probes = 0;

/** A comment payload (of pageActivity's commentAdded) that no real comment looks like. */
export function probeComment(label = 'probe') {
  probes += 1;
  return {
    id: `${label}-${process.pid}-${probes}`,
    category: 'mobile',
    brand: 'probe',
    path: 'probe',
    name: `${label}-${probes}`,
    comment: 'Not a real comment: a test control event.',
    timestamp: new Date().toISOString(),
    isVerified: false,
    likes: 0,
    dislikes: 0,
    isReply: false,
    parentId: null,
    replies: [],
  };
}

/**
 * Waits until the subscription really receives events: publishes probe events (through `publish`, e.g. the API's
 * pubSub, possibly on another instance) until one arrives, or fails at the deadline. Returns the number of events
 * seen by then, so later checks can look only at what came after.
 */
export async function untilReceiving(
  stream: Subscription,
  publish: (payload: ReturnType<typeof probeComment>) => void,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = probeComment();
    publish(probe);
    try {
      // The probe as the subscription selects it (its id, or only its name), however deep (pageActivity nests it).
      await stream.waitFor(
        (event) => {
          const data = JSON.stringify(event?.data ?? null);
          return data.includes(`"${probe.id}"`) || data.includes(`"name":"${probe.name}"`);
        },
        { timeoutMs: 200 },
      );
      return stream.events.length;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** A notificationAdded payload that no real notification looks like. */
function probeNotification() {
  probes += 1;
  const id = `probe-${process.pid}-${probes}`;
  return {
    id,
    kind: 'COMMENT_REPLY',
    title: id,
    message: 'A test control event.',
    link: null,
    createdAt: new Date().toISOString(),
    isRead: false,
  };
}

/**
 * The same for a viewer's notification stream: publishes probe notifications (e.g. on another instance's pubSub)
 * until one arrives, and returns the number of events seen by then.
 */
export async function untilNotified(
  stream: Subscription,
  publish: (payload: ReturnType<typeof probeNotification>) => void,
  timeoutMs = 10_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = probeNotification();
    publish(probe);
    try {
      await stream.waitFor((event) => event?.data?.notificationAdded?.id === probe.id, { timeoutMs: 200 });
      return stream.events.length;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}
