import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { BuildReport } from '@gadgets/pc-compatibility';
import { outlinedPill } from '@gadgets/shared-ui';
import type { BuildPart } from '../build-part-fields';
import type { VisitorPrices } from '../build-prices';
import { buildSearch } from '../use-build-address';
import { ExportBuildPanelOnDemand } from './export-build-panel-on-demand';
import { exportOfBuilder } from './exported-build';

interface BuilderExportProps {
  /** The saved build's name when one is open, else a plain title. */
  title: string;
  parts: readonly BuildPart[];
  visitorPrices: VisitorPrices;
  report: BuildReport;
}

/** 'Export build' under the builder's summary: the build on the page, with a link that opens it again. */
export function BuilderExport({ title, parts, visitorPrices, report }: BuilderExportProps) {
  const location = useLocation();
  // The page's origin is known in the browser only: it is read when the panel opens.
  const [origin, setOrigin] = useState<string | null>(null);
  if (origin === null || parts.length === 0) {
    return (
      <ExportButton type="button" disabled={parts.length === 0} onClick={() => setOrigin(window.location.origin)}>
        Export build
      </ExportButton>
    );
  }
  const link = `${origin}${location.pathname}${buildSearch(
    parts.map((part) => part.id),
    null,
  )}`;
  return (
    <ExportBuildPanelOnDemand
      build={exportOfBuilder({ title, parts, visitorPrices, report, link })}
      onClose={() => setOrigin(null)}
    />
  );
}

const ExportButton = styled.button`
  align-self: flex-start;
  padding: 6px 14px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
