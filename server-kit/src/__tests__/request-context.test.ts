import { forwardedHeaders, requestIdOf, runInRequest } from '../request-context';
import { traceIdOf, traceparentOf } from '../tracing';

const TRACEPARENT = `00-${'4bf92f3577b34da6a3ce929d0e0e4736'}-${'00f067aa0ba902b7'}-01`;

describe('the request being answered', () => {
  it('keeps a well-formed X-Request-Id and replaces anything else', () => {
    expect(requestIdOf('lb-01:8f2a')).toBe('lb-01:8f2a');
    for (const bad of [undefined, '', 'a b', '<script>', 'x'.repeat(129), ['a', 'b']])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes only a well-formed traceparent, and reads its trace id', () => {
    expect(traceparentOf(TRACEPARENT)).toBe(TRACEPARENT);
    expect(traceIdOf(TRACEPARENT)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(traceparentOf(`00-${'0'.repeat(32)}-00f067aa0ba902b7-01`)).toBeUndefined();
    expect(traceparentOf('01-garbage')).toBeUndefined();
  });

  it("forwards the request's id and the caller's trace context on the server's own calls", () => {
    expect(forwardedHeaders()).toBeUndefined();
    runInRequest({ requestId: 'req-7' }, () => expect(forwardedHeaders()).toEqual({ 'x-request-id': 'req-7' }));
    runInRequest({ requestId: 'req-8', traceparent: TRACEPARENT }, () =>
      expect(forwardedHeaders()).toEqual({ 'x-request-id': 'req-8', traceparent: TRACEPARENT }),
    );
  });
});
