import { lazy, useMemo, useState } from 'react';
import { SectionBoundary, type RemoteRoutesModule, type SectionEntry } from '@gadgets/shared-ui';
import { loadSectionRoutes } from './load-section-routes';
import { REMOTE_LOAD_TIMEOUT_MS, withLoadDeadline } from './remote-load-deadline';

interface RemoteSectionProps {
  section: SectionEntry;
  /** Injected in tests; the site loads routes from the section's remote. */
  load?: (section: SectionEntry, signal: AbortSignal) => Promise<RemoteRoutesModule>;
  /** How long the remote may take before the section shows its error; shorter in tests. */
  timeoutMs?: number;
}

/**
 * One category section, loaded from its remote at run time. Its own boundary keeps a remote that is down,
 * throws or never answers from taking the page with it; Retry loads the remote afresh.
 */
export function RemoteSection({
  section,
  load = loadSectionRoutes,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: RemoteSectionProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React remembers a rejected lazy import forever.
  const SectionRoutes = useMemo(
    () => lazy(() => withLoadDeadline(`The ${section.title} section`, timeoutMs, (signal) => load(section, signal))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to recreate it
    [load, section, timeoutMs, attempt],
  );
  return (
    <SectionBoundary key={section.name} sectionName={section.title} onRetry={() => setAttempt((count) => count + 1)}>
      <SectionRoutes />
    </SectionBoundary>
  );
}
