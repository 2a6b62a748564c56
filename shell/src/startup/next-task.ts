/**
 * Resolves in a later task, so the browser can paint and answer input in between. A message, not a timer: timers
 * in a background tab wait a second each, messages do not (React's scheduler yields the same way).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
