import pino, { type DestinationStream } from 'pino';
import { currentRequest } from './request-context';

/** Structured fields of a log line besides its message (a request's method, path, status, duration…). */
export type LogFields = Record<string, unknown>;

/**
 * A server's log: one JSON object per line on standard output (pino), with `level`, `time`, `name`, `msg`, and
 * `reqId` (and `traceId`, when the request came with a trace context) on every line written while a request is
 * answered (or by work it started).
 */
export interface ServerLog {
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown): void;
}

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * `name`: what the lines say wrote them (`api`, `shell`, a served folder's name); `destination`: where the lines go
 * (tests read them from a stream), standard output by default.
 */
export function createServerLog(level: LogLevel, name: string, destination?: DestinationStream): ServerLog {
  const log = pino(
    {
      name,
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: what a reader and most log stores expect.
      formatters: { level: (label) => ({ level: label }) },
      // Read only for lines that are written (a level that is off never gets here).
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
      if (error === undefined || error === '') log.error(message);
      // pino's error serializer: type, message, stack (and cause).
      else if (error instanceof Error) log.error({ err: error }, message);
      else log.error({ detail: error }, message);
    },
  };
}

/** LOG_LEVEL, checked: unset is `info`; an unknown level is refused rather than guessed. */
export function logLevelOf(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value))
    throw new Error(`LOG_LEVEL is one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return value as LogLevel;
}
