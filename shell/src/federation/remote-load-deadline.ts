/**
 * How long a section's remote may take to load (remote map, manifest, remote entry) before the section shows
 * its error with Retry. A healthy load takes well under a second even on a slow connection; ten seconds is
 * about as long as a visitor watches a placeholder before deciding the page is broken.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadTimeoutError extends Error {
  override name = 'RemoteLoadTimeoutError';
}

/**
 * Runs `load` with a signal that aborts after `timeoutMs`, and rejects then even if `load` ignores the signal:
 * a server that accepts the connection but never answers must end in an error, not an endless wait.
 */
export function withLoadDeadline<T>(
  what: string,
  timeoutMs: number,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new RemoteLoadTimeoutError(`${what} did not answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  const timedOut = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  return Promise.race([load(controller.signal), timedOut]).finally(() => clearTimeout(timer));
}
