// The server's log: one JSON object per line on standard output (pino), like the API's, with `reqId` on every line
// written while a request is answered. LOG_LEVEL: silent, error, warn, info (default) or debug.
import pino, { type DestinationStream } from 'pino';
import { currentRequest } from './request-context.ts';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const LEVELS: readonly string[] = ['silent', 'error', 'warn', 'info', 'debug'];

export interface ServerLog {
  info(message: string, fields?: Record<string, unknown>): void;
  debug(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

/** `name`: what the lines say wrote them (`shell`, or the served folder's name for another server). */
export function createServerLog(level: LogLevel, name = 'shell', destination?: DestinationStream): ServerLog {
  const log = pino(
    {
      name,
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const request = currentRequest();
        if (!request) return {};
        return request.traceId ? { reqId: request.requestId, traceId: request.traceId } : { reqId: request.requestId };
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    info: (message, fields) => (fields ? log.info(fields, message) : log.info(message)),
    debug: (message, fields) => (fields ? log.debug(fields, message) : log.debug(message)),
    warn: (message, fields) => (fields ? log.warn(fields, message) : log.warn(message)),
    error(message, error) {
      if (error === undefined) log.error(message);
      else if (error instanceof Error) log.error({ err: error }, message);
      else log.error({ detail: error }, message);
    },
  };
}

/** LOG_LEVEL, checked: an unknown level is refused rather than guessed. */
export function logLevelOf(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!LEVELS.includes(value)) throw new Error(`LOG_LEVEL is one of ${LEVELS.join(', ')}, not "${value}"`);
  return value as LogLevel;
}

/** A quiet server's log (tests, servers started inside another program): failures only, as plain console errors. */
export const FAILURES_TO_CONSOLE: ServerLog = {
  info() {},
  debug() {},
  warn: (message) => console.error(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};
