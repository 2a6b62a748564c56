/** Opens a GraphQL subscription over SSE like urql's fetchSubscriptions and collects the events. */
export async function subscribe(url: string, query: string, variables: Record<string, unknown>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1' },
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
          const data = chunk.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
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
    close() {
      controller.abort();
    },
  };
}
