import { Link } from 'react-router-dom';
import { COMPARE_LIMIT, errorMessageOf, PageContainer, PageLead, PageTitle, useMediaUrl, usePageMeta } from '@gadgets/shared-ui';
import { Breadcrumb, compareSectionsOf, CompareAlert, CompareColumnHeader, CompareShareLink, CompareTable, CompareTextButton, CompareToolbar, SharedComparisonNotice, Spinner, StatusPanel, useComparedModels, useCompareUrlSync, type ComparedSlot } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_COMPARE_PATH, mobileModelPath } from '../../mobile-section';
import { MOBILE_SPEC_GROUPS } from '../../mobile-spec-sheet/mobile-spec-sections';
import { CompareSearch } from './compare-search';
import { MobileComparePage_FeatureQuery, type ComparedMobile } from './mobile-compare-queries';

/** /mobile/compare_mobile_models: up to three phones side by side, shareable through `?compare=`. */
export function MobileComparePage() {
  const view = useCompareUrlSync('mobile');
  const list = view.items;
  const slots = useComparedModels(list, MobileComparePage_FeatureQuery, (data) => data.mobileFeature);
  const loading = slots.some((slot) => slot.fetching);
  const names = slots.map((slot) => slot.model?.headerBanner.title).filter(Boolean);
  usePageMeta({ title: names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare mobiles' });

  return (
    <PageContainer>
      <Breadcrumb category="mobile" brand="Compare" brandPath="compare_mobile_models" accent={MOBILE_ACCENT} />
      <PageTitle>Compare mobiles</PageTitle>
      <PageLead>
        Up to {COMPARE_LIMIT} phones side by side; the better value of each comparable row is marked Best.
      </PageLead>
      {view.viewingShared ? <SharedComparisonNotice savedCount={view.savedCount} onKeep={view.keepShared} onShowSaved={view.showSavedList} accent={MOBILE_ACCENT} /> : null}
      {view.unreadableLink ? (
        <CompareAlert role="alert">The comparison link could not be read, so your saved compare list is shown instead.</CompareAlert>
      ) : null}

      {list.length === 0 ? (
        <StatusPanel
          tone="empty"
          title="No phones to compare yet"
          message="Search for a phone below, or open any phone and press Compare."
        >
          <p>
            <Link to={MOBILE_BASE_PATH}>Browse phones</Link>
          </p>
        </StatusPanel>
      ) : (
        <>
          <CompareToolbar>
            <span>
              {list.length} of {COMPARE_LIMIT} phones
            </span>
            <CompareShareLink comparePath={MOBILE_COMPARE_PATH} items={list} accent={MOBILE_ACCENT} />
            <CompareTextButton type="button" onClick={view.clear}>
              Clear all
            </CompareTextButton>
          </CompareToolbar>
          {loading ? (
            <Spinner label="Loading the comparison" accent={MOBILE_ACCENT} />
          ) : (
            <CompareTable
              accent={MOBILE_ACCENT}
              columns={slots.map((slot) => ({
                key: `${slot.item.company}/${slot.item.path}`,
                header: <ColumnHeader slot={slot} onRemove={() => view.remove(slot.item)} />,
              }))}
              sections={compareSectionsOf(MOBILE_SPEC_GROUPS, slots.map((slot) => slot.model?.features))}
            />
          )}
        </>
      )}
      <CompareSearch />
    </PageContainer>
  );
}

function ColumnHeader({ slot, onRemove }: { slot: ComparedSlot<ComparedMobile>; onRemove: () => void }) {
  const mediaUrl = useMediaUrl();
  const mobile = slot.model;
  const name = mobile ? mobile.headerBanner.title || mobile.model : slot.item.path;
  const src = mediaUrl(mobile?.headerBanner.images[0]);
  return (
    <CompareColumnHeader>
      {src ? <img src={src} alt="" width={96} height={96} /> : <span aria-hidden="true">📱</span>}
      {mobile ? (
        <Link to={mobileModelPath(slot.item.company, slot.item.path)}>{name}</Link>
      ) : (
        <span>{name}</span>
      )}
      {mobile?.headerBanner.price ? <small>{mobile.headerBanner.price}</small> : null}
      {!mobile ? <small role="note">{slot.error ? errorMessageOf(slot.error) : 'Not found'}</small> : null}
      <CompareTextButton type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </CompareTextButton>
    </CompareColumnHeader>
  );
}
