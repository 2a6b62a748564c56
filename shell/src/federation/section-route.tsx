import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SectionUnavailable } from '@gadgets/shared-ui';
import { RemoteSection } from './remote-section';
import { useSectionRegistry } from '../sections/section-registry-context';

/**
 * `/<segment>/*`: the deployed section whose path that is, from the run-time registry, so a new section needs no
 * shell build; `notFound` for a path no section owns.
 */
export function SectionRoute({ notFound }: { notFound: ReactNode }) {
  const { section: segment } = useParams();
  const registry = useSectionRegistry();
  if (registry === null) {
    // remotes.json could not be read when the page started: a fresh page load reads it again.
    return <SectionUnavailable sectionName="This section" onRetry={() => window.location.reload()} />;
  }
  const section = registry.find((entry) => entry.path === `/${segment}`);
  return section ? <RemoteSection key={section.name} section={section} /> : notFound;
}
