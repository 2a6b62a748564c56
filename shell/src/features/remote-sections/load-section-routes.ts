import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerNameOf, SECTION_TITLES, type RemoteRoutesModule, type Section } from '@gadgets/shared-ui';
import { registerSectionRemotes } from './remote-map';

/** Fetches a section's routes from its remote; rejects when the remote is down or broken. */
export async function loadSectionRoutes(section: Section): Promise<RemoteRoutesModule> {
  await registerSectionRemotes();
  const module = await loadRemote<RemoteRoutesModule>(`${containerNameOf(section)}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${SECTION_TITLES[section]} section did not provide its routes`);
  }
  return module;
}
