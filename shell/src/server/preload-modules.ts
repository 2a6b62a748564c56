// Loads every module a page can need, in one fixed order, before the server renders its first page. styled-components
// numbers its style groups in the order components are created, and both the numbers and that order are in each
// page's CSS: a worker that loaded modules in the order its first requests happened to ask would render the same page
// to other bytes than its neighbour, so another ETag, and a shared cache would keep two copies.
import { parseSectionRegistry } from '@gadgets/shared-ui';
import { preloadRouteModules } from '../routes';
import type { PreloadOptions } from '@gadgets/tooling/shell-server-build';
import { sectionsLeftToBrowser, serverSectionsFor } from '../federation/server-sections';

/** How long one remote's server code may take to load before it counts as failed (a remote that hangs). */
const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/**
 * The shell's lazy pages, then each section's routes (and the pages they load on demand) in the remote map's order; the
 * names of remotes that failed.
 */
export async function preloadModules(options: PreloadOptions): Promise<string[]> {
  await preloadRouteModules();
  const sections = parseSectionRegistry(options.sections, options.baseUrl);
  // A remote this shell cannot serve is never loaded on the server (render-page.tsx refuses it the same way).
  const skipped = sectionsLeftToBrowser(sections, options.remoteShared, options.unavailableSections);
  const serverSections = serverSectionsFor({ registry: sections, builds: options.remoteBuilds, skipped });
  const failed: string[] = [];
  // One at a time: loading them side by side would let network timing decide the order again.
  for (const section of sections.filter(({ name }) => !skipped.has(name))) {
    try {
      await withTimeout(
        serverSections.load(section).then((routes) => routes.preloadRouteModules?.()),
        REMOTE_LOAD_TIMEOUT_MS,
      );
    } catch {
      failed.push(section.name);
    }
  }
  return failed;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
