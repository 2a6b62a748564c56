import type { ServerLog } from '@gadgets/server-kit';

/**
 * Work that must not hold up (or fail) the request that caused it: the account side of sign-up and forgot-password
 * and the mail they send. The client gets the same answer at the same time whether or not the address has an
 * account and whether or not the mail server answers; failures are logged.
 */
export function createBackgroundTasks(logger: ServerLog) {
  const running = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];

  return {
    /** Starts `task` after the current request has its answer; never throws to the caller. */
    run(label: string, task: () => Promise<void>): void {
      const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error(`background task failed: ${label}`, error))
        .finally(() => {
          running.delete(promise);
          if (running.size === 0) waiters.splice(0).forEach((wake) => wake());
        });
      running.add(promise);
    },

    /** Resolves once every task started so far (and any they started) has finished, or after `timeoutMs`. */
    idle(timeoutMs = 30_000): Promise<boolean> {
      if (running.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((entry) => entry !== wake);
          resolve(false);
        }, timeoutMs);
        timer.unref?.();
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },

    get pending(): number {
      return running.size;
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
