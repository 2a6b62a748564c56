import { lazy, Suspense } from 'react';
import { SkeletonLines } from '@gadgets/shared-ui/widgets';
import type { ExportBuildPanelProps } from './export-build-panel';

/** The export's panel and its formats load when a visitor first asks for an export: the builder's first load stays small. */
const ExportBuildPanel = lazy(() =>
  import('./export-build-panel').then((module) => ({ default: module.ExportBuildPanel })),
);

/** The export panel (export-build-panel.tsx), loaded on demand; it is only ever shown after a click, never rendered by the server. */
export function ExportBuildPanelOnDemand(props: ExportBuildPanelProps) {
  return (
    <Suspense fallback={<SkeletonLines lines={4} label="Preparing the export" />}>
      <ExportBuildPanel {...props} />
    </Suspense>
  );
}
