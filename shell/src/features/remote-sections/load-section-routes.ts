import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerNameOf, type RemoteRoutesModule, type SectionEntry } from '@gadgets/shared-ui';
import { trackRemoteLoad } from './remote-load-abort-plugin';
import { isSkippedOnServer, registerSectionRemotes } from './section-registry';

/**
 * Fetches a section's routes from its remote; rejects when the remote is down or broken. When `signal` aborts
 * (the section gave up waiting), the remote's manifest request and entry script end with it.
 */
export async function loadSectionRoutes(section: SectionEntry, signal: AbortSignal): Promise<RemoteRoutesModule> {
  await registerSectionRemotes();
  if (isSkippedOnServer(section))
    throw new Error(`The ${section.title} remote is not answering; its section is rendered in the browser`);
  const untrack = trackRemoteLoad(containerNameOf(section.name), signal);
  let module: RemoteRoutesModule | null;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${containerNameOf(section.name)}/routes`);
  } finally {
    untrack();
  }
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${section.title} section did not provide its routes`);
  }
  return module;
}
