import { createContext, useContext } from 'react';
import type { SectionRegistry } from '@gadgets/shared-ui';

/** The deployed sections, in navigation order; null while the remote map could not be read. */
const SectionRegistryContext = createContext<SectionRegistry | null>(null);

export const SectionRegistryProvider = SectionRegistryContext.Provider;

export const useSectionRegistry = (): SectionRegistry | null => useContext(SectionRegistryContext);
