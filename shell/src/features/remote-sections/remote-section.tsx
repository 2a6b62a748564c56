import { lazy, useMemo, useState } from 'react';
import { SECTION_TITLES, SectionBoundary, type Section } from '@gadgets/shared-ui';
import { loadSectionRoutes } from './load-section-routes';

interface RemoteSectionProps {
  section: Section;
  /** Injected in tests; the site loads routes from the section's remote. */
  load?: typeof loadSectionRoutes;
}

/**
 * One category section, loaded from its remote at run time. Its own boundary keeps a remote that is down
 * or throws from taking the page with it; Retry loads the remote afresh.
 */
export function RemoteSection({ section, load = loadSectionRoutes }: RemoteSectionProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React remembers a rejected lazy import forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to recreate it
  const SectionRoutes = useMemo(() => lazy(() => load(section)), [load, section, attempt]);
  return (
    <SectionBoundary key={section} sectionName={SECTION_TITLES[section]} onRetry={() => setAttempt((count) => count + 1)}>
      <SectionRoutes />
    </SectionBoundary>
  );
}
