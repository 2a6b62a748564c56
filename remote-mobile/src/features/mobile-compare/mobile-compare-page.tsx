import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { COMPARE_LIMIT, errorMessageOf, PageContainer, PageLead, PageTitle, useAppStore, useMediaUrl } from '@gadgets/shared-ui';
import { AccentButton, Breadcrumb, compareLinkOf, compareSectionsOf, CompareTable, Spinner, StatusPanel, useCompareUrlSync } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_COMPARE_PATH, mobileModelPath } from '../../mobile-section';
import { MOBILE_SPEC_GROUPS } from '../../mobile-spec-sheet/mobile-spec-sections';
import { CompareSearch } from './compare-search';
import { useComparedMobiles, type ComparedSlot } from './use-compared-mobiles';

/** /mobile/compare_mobile_models: up to three phones side by side, shareable through `?compare=`. */
export function MobileComparePage() {
  const { unreadableLink } = useCompareUrlSync('mobile');
  const list = useAppStore((state) => state.compare.mobile);
  const removeFromCompare = useAppStore((state) => state.removeFromCompare);
  const clearCompare = useAppStore((state) => state.clearCompare);
  const slots = useComparedMobiles(list);
  const loading = slots.some((slot) => slot.fetching);

  return (
    <PageContainer>
      <Breadcrumb category="mobile" brand="Compare" brandPath="compare_mobile_models" accent={MOBILE_ACCENT} />
      <PageTitle>Compare mobiles</PageTitle>
      <PageLead>
        Up to {COMPARE_LIMIT} phones side by side; the better value of each comparable row is marked Best.
      </PageLead>
      {unreadableLink ? (
        <Notice role="alert">The comparison link could not be read, so your saved compare list is shown instead.</Notice>
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
          <Toolbar>
            <span>
              {list.length} of {COMPARE_LIMIT} phones
            </span>
            <ShareLink comparePath={MOBILE_COMPARE_PATH} />
            <TextButton type="button" onClick={() => clearCompare('mobile')}>
              Clear all
            </TextButton>
          </Toolbar>
          {loading ? (
            <Spinner label="Loading the comparison" accent={MOBILE_ACCENT} />
          ) : (
            <CompareTable
              accent={MOBILE_ACCENT}
              columns={slots.map((slot) => ({
                key: `${slot.item.company}/${slot.item.path}`,
                header: <ColumnHeader slot={slot} onRemove={() => removeFromCompare('mobile', slot.item)} />,
              }))}
              sections={compareSectionsOf(MOBILE_SPEC_GROUPS, slots.map((slot) => slot.mobile?.features))}
            />
          )}
        </>
      )}
      <CompareSearch />
    </PageContainer>
  );
}

function ColumnHeader({ slot, onRemove }: { slot: ComparedSlot; onRemove: () => void }) {
  const mediaUrl = useMediaUrl();
  const mobile = slot.mobile;
  const name = mobile ? mobile.headerBanner.title || mobile.model : slot.item.path;
  const src = mediaUrl(mobile?.headerBanner.images[0]);
  return (
    <Column>
      {src ? <img src={src} alt="" width={96} height={96} /> : <span aria-hidden="true">📱</span>}
      {mobile ? (
        <Link to={mobileModelPath(slot.item.company, slot.item.path)}>{name}</Link>
      ) : (
        <span>{name}</span>
      )}
      {mobile?.headerBanner.price ? <small>{mobile.headerBanner.price}</small> : null}
      {!mobile ? <small role="note">{slot.error ? errorMessageOf(slot.error) : 'Not found'}</small> : null}
      <TextButton type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </TextButton>
    </Column>
  );
}

/** The current comparison as a link anyone can open; copied to the clipboard when the browser allows. */
function ShareLink({ comparePath }: { comparePath: string }) {
  const list = useAppStore((state) => state.compare.mobile);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const location = useLocation();
  // Embedded with in-memory routing, the address bar belongs to the host page: there is no link to give.
  if (window.location.pathname !== location.pathname) return null;
  const url = `${window.location.origin}${compareLinkOf(comparePath, list)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Share>
      <input aria-label="Link to this comparison" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <AccentButton type="button" $accent={MOBILE_ACCENT} $size="small" onClick={() => void copy()}>
        Copy link
      </AccentButton>
      <span role="status">{copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Select the link and copy it' : ''}</span>
    </Share>
  );
}

const Notice = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  & > span:first-child { font-weight: 700; }
`;

const Share = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 260px;
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  span { font-size: 0.8rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const TextButton = styled.button`
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.8rem;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.danger}; color: ${({ theme }) => theme.colors.danger}; }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  text-align: center;
  img { height: 96px; width: auto; object-fit: contain; }
  a { font-weight: 700; color: ${({ theme }) => theme.colors.text}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; }
`;
