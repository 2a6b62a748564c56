import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerNameOf, type RemoteRoutesModule, type SectionEntry } from '@gadgets/shared-ui';
import { nextTask } from '../startup/next-task';
import { trackRemoteLoad } from './remote-load-abort-plugin';
import { followRemoteMap, registerSectionRemotes } from './section-registry';

/**
 * In the browser: fetches a section's routes from its remote; rejects when the remote is down or broken. When `signal` aborts
 * (the section gave up waiting), the remote's manifest request and entry script end with it.
 */
export async function loadSectionRoutes(section: SectionEntry, signal: AbortSignal): Promise<RemoteRoutesModule> {
  await registerSectionRemotes();
  await followRemoteMap(section, signal);
  const untrack = trackRemoteLoad(containerNameOf(section.name), signal);
  let factory: (() => RemoteRoutesModule | Promise<RemoteRoutesModule>) | null;
  try {
    // The routes' code is fetched and the remote's entry set up first; running that code (the section's modules,
    // its styled components and GraphQL documents) waits for a task of its own, so neither is one long task.
    factory = await loadRemote<() => RemoteRoutesModule | Promise<RemoteRoutesModule>>(
      `${containerNameOf(section.name)}/routes`,
      {
        loadFactory: false,
        from: 'runtime',
      },
    );
  } finally {
    untrack();
  }
  if (typeof factory !== 'function') throw new Error(`The ${section.title} section did not provide its routes`);
  await nextTask();
  const module = await factory();
  if (!module || typeof module.default !== 'function') {
    throw new Error(`The ${section.title} section did not provide its routes`);
  }
  return module;
}
