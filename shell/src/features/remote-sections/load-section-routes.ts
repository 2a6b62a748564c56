import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerNameOf, SECTION_TITLES, type RemoteRoutesModule, type Section } from '@gadgets/shared-ui';
import { trackRemoteLoad } from './remote-load-abort-plugin';
import { isSkippedOnServer, registerSectionRemotes } from './remote-map';

/**
 * Fetches a section's routes from its remote; rejects when the remote is down or broken. When `signal` aborts
 * (the section gave up waiting), the remote's manifest request and entry script end with it.
 */
export async function loadSectionRoutes(section: Section, signal: AbortSignal): Promise<RemoteRoutesModule> {
  await registerSectionRemotes();
  if (isSkippedOnServer(section)) throw new Error(`The ${SECTION_TITLES[section]} remote is not answering; its section is rendered in the browser`);
  const untrack = trackRemoteLoad(containerNameOf(section), signal);
  let module: RemoteRoutesModule | null;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${containerNameOf(section)}/routes`);
  } finally {
    untrack();
  }
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${SECTION_TITLES[section]} section did not provide its routes`);
  }
  return module;
}
