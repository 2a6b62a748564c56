import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_LIMIT, PageContainer, PageLead, PageTitle } from '@gadgets/shared-ui';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { StatusPanel } from '../status-panel/status-panel';
import { useComparableSection } from '../section/section-descriptor';
import { CompareAlert, CompareTextButton, CompareToolbar } from './compare-page-parts';
import { CompareShareLink } from './compare-share-link';
import { SharedComparisonNotice } from './shared-comparison-notice';
import type { CompareView } from './use-compare-url-sync';

interface ComparePageFrameProps {
  /** The list on show, from `useCompareUrlSync`: the visitor's own or a shared link's. */
  view: CompareView;
  /** Under the heading: what the comparison marks. */
  lead: ReactNode;
  /** The comparison itself, drawn only when the list has models. */
  comparison: ReactNode;
  /** Finds models to add; hidden while a shared link is shown, since it adds to the visitor's own list. */
  search: ReactNode;
}

/**
 * /<section>/compare_<section>_models: heading, the shared-link and unreadable-link notices, an invitation when
 * the list is empty, else the count, share link and Clear all above the comparison; the search below.
 */
export function ComparePageFrame({ view, lead, comparison, search }: ComparePageFrameProps) {
  const { section, basePath, accent, compare } = useComparableSection();
  const { items } = view;
  return (
    <PageContainer>
      <Breadcrumb
        section={section}
        brand="Compare"
        brandPath={compare.path.slice(basePath.length + 1)}
        accent={accent}
      />
      <PageTitle>{compare.title}</PageTitle>
      <PageLead>{lead}</PageLead>
      {view.viewingShared ? (
        <SharedComparisonNotice
          savedCount={view.savedCount}
          onKeep={view.keepShared}
          onShowSaved={view.showSavedList}
          accent={accent}
        />
      ) : null}
      {view.unreadableLink ? (
        <CompareAlert role="alert">
          The comparison link could not be read, so your saved compare list is shown instead.
        </CompareAlert>
      ) : null}
      {items.length === 0 ? (
        <StatusPanel
          tone="empty"
          title={`No ${compare.nouns.many} to compare yet`}
          message={`Search for a ${compare.nouns.one} below, or open any ${compare.nouns.one} and press Compare.`}
        >
          <p>
            <Link to={basePath}>{compare.browseLabel}</Link>
          </p>
        </StatusPanel>
      ) : (
        <>
          <CompareToolbar>
            <span>
              {items.length} of {COMPARE_LIMIT} {compare.nouns.many}
            </span>
            <CompareShareLink comparePath={compare.path} items={items} accent={accent} />
            <CompareTextButton type="button" onClick={view.clear}>
              Clear all
            </CompareTextButton>
          </CompareToolbar>
          {comparison}
        </>
      )}
      {view.viewingShared ? null : search}
    </PageContainer>
  );
}
