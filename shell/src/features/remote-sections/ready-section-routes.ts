import { createContext } from 'react';
import type { RemoteRoutesModule, SectionEntry } from '@gadgets/shared-ui';

/**
 * The server's sections whose routes are loaded already, from the remote entry registered now. A section found here
 * renders its routes at once; otherwise it loads them (lazily, suspending the page) and hands the module back when
 * it arrives. Only code is kept: the same module serves every visitor, as the federation runtime's own cache does.
 */
export interface ReadySectionRoutes {
  get(section: SectionEntry): RemoteRoutesModule | undefined;
  /** Called as a load starts; the function it returns keeps the loaded module for the entry registered then. */
  loading(section: SectionEntry): (module: RemoteRoutesModule) => void;
}

/** Null in the browser: each page loads a section's routes once anyway. */
export const ReadySectionRoutesContext = createContext<ReadySectionRoutes | null>(null);
