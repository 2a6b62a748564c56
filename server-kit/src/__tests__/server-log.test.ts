import { Writable } from 'node:stream';
import { runInRequest } from '../request-context';
import { createServerLog, logLevelOf } from '../server-log';

/** The log's lines, parsed, as a log store would read them. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

describe('a server log', () => {
  it('writes one JSON line per message, named, with the request id and trace of the request being answered', () => {
    const { lines, destination } = capture();
    const log = createServerLog('info', 'shell', destination);
    log.info('outside');
    runInRequest({ requestId: 'req-1', traceId: 'a'.repeat(32) }, () => log.warn('inside', { path: '/bike' }));
    log.debug('too detailed for info');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', name: 'shell', msg: 'outside' }),
      expect.objectContaining({ level: 'warn', msg: 'inside', path: '/bike', reqId: 'req-1', traceId: 'a'.repeat(32) }),
    ]);
    expect(lines[0]).not.toHaveProperty('reqId');
  });

  it('writes an error with its type, message and stack', () => {
    const { lines, destination } = capture();
    createServerLog('error', 'api', destination).error('render failed', new TypeError('no page'));
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: 'render failed',
      err: { type: 'TypeError', message: 'no page' },
    });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('TypeError: no page');
  });

  it('reads LOG_LEVEL: info when unset, an unknown level refused', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('debug')).toBe('debug');
    expect(() => logLevelOf('verbose')).toThrow('LOG_LEVEL is one of silent, error, warn, info, debug, not "verbose"');
  });
});
