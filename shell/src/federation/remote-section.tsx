import { lazy, useContext, useMemo, useState } from 'react';
import { SectionBoundary, type RemoteRoutesModule, type SectionEntry } from '@gadgets/shared-ui';
import { loadSectionRoutes } from './load-section-routes';
import { ServerSectionsContext } from './server-section-routes';
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
  const server = useContext(ServerSectionsContext);
  // On the server, routes loaded for an earlier page render at once (the same component a loaded lazy one renders),
  // and every load takes the version of the remote this render uses.
  const loaded = server?.get(section);
  const loadRoutes = server ? server.load : load;
  // A new lazy component per attempt: React remembers a rejected lazy import forever.
  const SectionRoutes = useMemo(
    () =>
      loaded?.default ??
      lazy(() => withLoadDeadline(`The ${section.title} section`, timeoutMs, (signal) => loadRoutes(section, signal))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to recreate it
    [loaded, loadRoutes, section, timeoutMs, attempt],
  );
  return (
    <SectionBoundary key={section.name} sectionName={section.title} onRetry={() => setAttempt((count) => count + 1)}>
      <SectionRoutes />
    </SectionBoundary>
  );
}
