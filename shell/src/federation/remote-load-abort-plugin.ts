// A federation runtime plugin of the shell's browser build (declared in module-federation.config.ts).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadTimeoutMs } from './registered-sections';

/** The signal of each section load under way, by container name. */
const sectionLoads = new Map<string, AbortSignal>();

/** Ties the federation runtime's requests for one remote to a section load; returns the function that unties them. */
export function trackRemoteLoad(containerName: string, signal: AbortSignal): () => void {
  sectionLoads.set(containerName, signal);
  return () => {
    if (sectionLoads.get(containerName) === signal) sectionLoads.delete(containerName);
  };
}

/**
 * The federation runtime remembers a manifest request or remote entry script that is under way and hands it to
 * every later load of that remote, so after a server that never answers, Retry would wait on the same dead
 * request. This plugin ends both when their section load gives up (a manifest nobody tracks gets its own
 * timeout, the registry's: registered-sections.ts); the runtime then forgets them and Retry asks the server afresh.
 */
export default function remoteLoadAbortPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'gadgets-remote-load-abort',
    fetch(url, init, remoteInfo) {
      const signal = (remoteInfo && sectionLoads.get(remoteInfo.name)) || AbortSignal.timeout(remoteLoadTimeoutMs());
      return fetch(url, { ...init, signal });
    },
    createScript({ remoteInfo }) {
      const script = document.createElement('script');
      const signal = remoteInfo && sectionLoads.get(remoteInfo.name);
      if (signal) {
        // The runtime attaches its onerror handler once this returns: it drops the script and rejects the load.
        const fail = () => script.dispatchEvent(new Event('error'));
        if (signal.aborted) queueMicrotask(fail);
        else signal.addEventListener('abort', fail, { once: true });
      }
      return { script, timeout: remoteLoadTimeoutMs() };
    },
  };
}
