import { createContext } from 'react';
import type { RemoteRoutesModule, SectionEntry } from '@gadgets/shared-ui';

/**
 * How one server render gets each section's routes (shell/src/server/server-sections.ts): from the version of the
 * remote this render uses, with the routes loaded by an earlier page rendered at once. A section the render leaves to
 * the browser rejects, so React renders it there.
 */
export interface ServerSectionRoutes {
  /** The routes loaded already from this render's version of the section, if any. */
  get(section: SectionEntry): RemoteRoutesModule | undefined;
  load(section: SectionEntry): Promise<RemoteRoutesModule>;
}

/** Null in the browser, where a page loads each section's routes once (load-section-routes.ts). */
export const ServerSectionsContext = createContext<ServerSectionRoutes | null>(null);
