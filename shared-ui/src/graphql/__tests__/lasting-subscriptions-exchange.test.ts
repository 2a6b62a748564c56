import { Client, makeErrorResult, makeResult, type Exchange, type Operation, type OperationResult } from '@urql/core';
import { filter, makeSubject, merge, mergeMap, pipe, subscribe } from 'wonka';
import { graphql } from '../graphql';
import { lastingSubscriptionsExchange } from '../lasting-subscriptions-exchange';

const LiveQuery = graphql(`
  subscription LastingSubscriptionTest_Notifications {
    notificationAdded {
      id
    }
  }
`);

/** An API whose streams the test ends: each subscription sent opens one, in order. */
function fakeApi() {
  const streams: {
    operation: Operation;
    send: (data: Record<string, unknown>) => void;
    end: (error?: Error) => void;
  }[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'subscription'),
      mergeMap((operation) => {
        const subject = makeSubject<OperationResult>();
        streams.push({
          operation,
          send: (data) => subject.next({ ...makeResult(operation, { data }), hasNext: true }),
          end: (error) => {
            subject.next(
              error
                ? { ...makeErrorResult(operation, error), hasNext: false }
                : { operation, data: undefined, error: undefined, extensions: undefined, stale: false, hasNext: false },
            );
            subject.complete();
          },
        });
        return merge([subject.source]);
      }),
    );
  return { streams, exchange };
}

describe('live streams that last', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a stream again after the API ended it, and keeps delivering to the page', async () => {
    const api = fakeApi();
    const client = new Client({ url: '/graphql', exchanges: [lastingSubscriptionsExchange([1_000]), api.exchange] });
    const seen: unknown[] = [];
    const { unsubscribe } = pipe(
      client.subscription(LiveQuery, {}),
      subscribe((result) => seen.push(result.data)),
    );
    expect(api.streams).toHaveLength(1);
    api.streams[0]!.send({ notificationAdded: { id: '1' } });
    api.streams[0]!.end();
    expect(api.streams).toHaveLength(1);
    // Jittered: between half and one and a half times the delay.
    await jest.advanceTimersByTimeAsync(1_500);
    expect(api.streams).toHaveLength(2);
    api.streams[1]!.send({ notificationAdded: { id: '2' } });
    expect(seen.filter(Boolean)).toEqual([{ notificationAdded: { id: '1' } }, { notificationAdded: { id: '2' } }]);

    // Once the page lets go, nothing is opened again.
    unsubscribe();
    api.streams[1]!.end();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.streams).toHaveLength(2);
  });

  it('waits longer after each failure in a row', async () => {
    const api = fakeApi();
    const client = new Client({
      url: '/graphql',
      exchanges: [lastingSubscriptionsExchange([1_000, 10_000]), api.exchange],
    });
    pipe(
      client.subscription(LiveQuery, {}),
      subscribe(() => undefined),
    );
    api.streams[0]!.end(new Error('Too many live updates open'));
    await jest.advanceTimersByTimeAsync(4_000);
    expect(api.streams).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(11_000);
    expect(api.streams).toHaveLength(2);
  });
});
