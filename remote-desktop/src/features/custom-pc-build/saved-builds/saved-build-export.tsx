import { useLocation } from 'react-router-dom';
import { useQuery } from 'urql';
import { errorMessageOf } from '@gadgets/shared-ui';
import { SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { publicBuildPath } from '../../../public-build-addresses';
import { ExportBuildPanelOnDemand } from '../build-export/export-build-panel-on-demand';
import { exportOfSavedBuild } from '../build-export/exported-build';
import { buildSearch } from '../use-build-address';
import { SavedBuilds_ExportQuery } from './saved-builds-queries';

interface SavedBuildExportProps {
  buildId: string;
  /** The page's origin, read when the visitor asked for the export. */
  origin: string;
  onClose: () => void;
}

/**
 * A saved build's export, read from the API when asked for (the list holds only what it shows). Its link is the
 * public page when the build is published, else the builder with its parts.
 */
export function SavedBuildExport({ buildId, origin, onClose }: SavedBuildExportProps) {
  const { pathname } = useLocation();
  const [result, reexecute] = useQuery({
    query: SavedBuilds_ExportQuery,
    variables: { id: buildId },
    requestPolicy: 'network-only',
  });
  const build = result.data?.customPc;
  if (result.error && !build) {
    return (
      <StatusPanel
        tone="error"
        title="The export could not be prepared"
        message={errorMessageOf(result.error)}
        action={{ label: 'Try Again', onClick: () => reexecute({ requestPolicy: 'network-only' }) }}
      />
    );
  }
  if (result.fetching || result.data === undefined) return <SkeletonLines lines={4} label="Preparing the export" />;
  if (!build) return <p role="status">This build no longer exists.</p>;

  const partIds = build.variants.flatMap((variant) => (variant.part ? [variant.part.id] : []));
  const path = build.publishedAt ? publicBuildPath(build._id) : `${pathname}${buildSearch(partIds, null)}`;
  return <ExportBuildPanelOnDemand build={exportOfSavedBuild(build, `${origin}${path}`)} onClose={onClose} />;
}
