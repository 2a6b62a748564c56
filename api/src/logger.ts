/** Plain line logger; LOG_LEVEL=silent in tests. */
export interface Logger {
  info(message: string): void;
  debug(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(level: 'silent' | 'info' | 'debug'): Logger {
  const stamp = () => new Date().toISOString();
  return {
    info(message) {
      if (level !== 'silent') console.log(`${stamp()} [api] ${message}`);
    },
    debug(message) {
      if (level === 'debug') console.log(`${stamp()} [api] ${message}`);
    },
    error(message, error) {
      if (level !== 'silent') console.error(`${stamp()} [api] ${message}`, error ?? '');
    },
  };
}
