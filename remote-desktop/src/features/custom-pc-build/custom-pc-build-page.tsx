import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { checkBuild, powerBudget } from '@gadgets/pc-compatibility';
import { HydrateLater, PageContainer, PageLead, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { StatusPanel } from '@gadgets/shared-ui/widgets';
import { PUBLIC_BUILDS_PATH } from '../../public-build-addresses';
import { BuildCharts } from './build-charts';
import { buildForPicker, chooseInBuild, removeFromBuild } from './build-edits';
import { type BuildPart, engineInput } from './build-part-fields';
import { buildTotal, type VisitorPrices } from './build-prices';
import { BuildProblems } from './build-problems';
import { BuildSlots } from './build-slots';
import { BuildSummary } from './build-summary';
import { BuilderExport } from './build-export/builder-export';
import { PartPicker } from './part-picker/part-picker';
import { usePickerAddress } from './part-picker/use-picker-address';
import { MyBuilds } from './saved-builds/my-builds';
import { SaveBuildPanel } from './saved-builds/save-build-panel';
import type { SavedBuild } from './saved-builds/saved-builds-queries';
import { StarterBuildList } from './starter-build-list';
import { useBuildAddress } from './use-build-address';
import { useBuildParts } from './use-build-parts';

/** /desktop/custom-pc-build: slots, picker, problems, wattage and price; the build lives in the address. */
export function CustomPcBuildPage() {
  const { ids, savedBuildId, setBuild } = useBuildAddress();
  const { parts, loading, error, unknownIds, retry, remember } = useBuildParts(ids);
  const { picking, state: pickerState, show: showPicker, open: openPicker, close: closePicker } = usePickerAddress();
  const [visitorPrices, setVisitorPrices] = useState<VisitorPrices>({});
  const [savedName, setSavedName] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  usePageMeta({
    title: savedName ? `${savedName} · Custom PC builder` : 'Custom PC builder',
    description:
      'Pick compatible PC parts, see every conflict explained, estimate the wattage and share or save the build.',
  });
  const report = useMemo(() => checkBuild(parts.map(engineInput)), [parts]);
  const power = useMemo(() => powerBudget(parts.map(engineInput)), [parts]);
  const total = buildTotal(parts, visitorPrices);

  const pick = (part: BuildPart) => {
    if (!picking) return;
    remember(part);
    // The new build's address has no picker in it: the picker closes.
    setBuild(chooseInBuild(ids, parts, picking.slot, part, picking.replacingId));
  };
  const openSaved = (build: SavedBuild) => {
    setSavedName(build.name);
    // The prices the visitor typed when saving come back for the parts without a list price.
    setVisitorPrices(
      Object.fromEntries(
        build.variants.flatMap((variant) =>
          variant.partId && variant.price > 0 ? [[variant.partId, variant.price]] : [],
        ),
      ),
    );
    setBuild(
      build.variants.flatMap((variant) => (variant.partId ? [variant.partId] : [])),
      build._id,
    );
  };
  const setVisitorPrice = (partId: string, price: number | undefined) =>
    setVisitorPrices(({ [partId]: _, ...rest }) => (price === undefined ? rest : { ...rest, [partId]: price }));

  return (
    <PageContainer>
      <PageTitle>Build Your Custom PC</PageTitle>
      <PageLead>
        Pick real parts slot by slot: every conflict is explained before you buy, and the address is your build.{' '}
        <Link to={PUBLIC_BUILDS_PATH}>See the builds people published</Link>
      </PageLead>
      <HydrateLater>
        <StarterBuildList onChoose={(partIds) => setBuild([...partIds], null)} />
      </HydrateLater>
      <Layout>
        <div>
          {error && parts.length < ids.length ? (
            <StatusPanel
              tone="error"
              title="Your build could not be loaded"
              action={{ label: 'Try Again', onClick: retry }}
            />
          ) : null}
          {unknownIds.length > 0 ? (
            <p role="status">{unknownIds.length} part(s) in this link are not in our catalogue and were left out.</p>
          ) : null}
          <div aria-busy={loading}>
            <BuildSlots
              parts={parts}
              visitorPrices={visitorPrices}
              onVisitorPrice={setVisitorPrice}
              onChoose={openPicker}
              onRemove={(partId) => setBuild(removeFromBuild(ids, partId))}
            />
          </div>
          {picking ? (
            <PartPicker
              slot={picking.slot}
              buildIds={buildForPicker(ids, picking.replacingId)}
              state={pickerState}
              onChange={showPicker}
              onPick={pick}
              onClose={closePicker}
            />
          ) : null}
        </div>
        {/* The side panels hydrate each on its own, after the slots (see HydrateLater). */}
        <Side>
          <BuildSummary report={report} total={total} />
          <HydrateLater>
            <BuildCharts power={power} parts={parts} visitorPrices={visitorPrices} total={total} />
          </HydrateLater>
          <HydrateLater>
            <BuildProblems report={report} partCount={parts.length} />
          </HydrateLater>
          <HydrateLater>
            <BuilderExport
              title={savedName ?? 'My PC build'}
              parts={parts}
              visitorPrices={visitorPrices}
              report={report}
            />
          </HydrateLater>
          <HydrateLater>
            <SaveBuildPanel
              parts={parts}
              visitorPrices={visitorPrices}
              savedBuild={savedBuildId ? { id: savedBuildId, name: savedName ?? '' } : null}
              onSaved={(id, name) => {
                setSavedName(name);
                setSavedCount((count) => count + 1);
                if (id !== savedBuildId) setBuild(ids, id);
              }}
            />
          </HydrateLater>
          <HydrateLater>
            <MyBuilds onOpen={openSaved} refreshKey={savedCount} />
          </HydrateLater>
        </Side>
      </Layout>
    </PageContainer>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 20px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
