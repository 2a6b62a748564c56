import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { COMPARE_LIMIT, errorMessageOf, PageContainer, PageLead, PageTitle, readFragment, useMediaUrl, usePageMeta, type CompareItem } from '@gadgets/shared-ui';
import { AccentButton, Breadcrumb, compareLinkOf, compareSectionsOf, CompareTable, Spinner, StatusPanel } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_COMPARE_PATH, LAPTOP_PLACEHOLDER, laptopModelPath } from '../../laptop-section';
import { LAPTOP_COMPARE_GROUPS } from '../../laptop-spec-sheet/laptop-spec-sections';
import { LaptopCompareSearch } from './laptop-compare-search';
import { LaptopComparePage_LaptopFragment, LaptopComparePage_LaptopsQuery, type ComparedLaptop } from './laptop-compare-queries';
import { useLaptopComparison } from './use-laptop-comparison';

/** /laptop/compare_laptop_models: up to three laptops side by side, the better value of each row marked. */
export function LaptopComparePage() {
  const comparison = useLaptopComparison();
  const { items } = comparison;
  usePageMeta({ title: 'Compare laptops', description: 'Up to three laptops side by side, the better value of each row marked.' });
  return (
    <PageContainer>
      <Breadcrumb category="laptop" brand="Compare" brandPath="compare_laptop_models" accent={LAPTOP_ACCENT} />
      <PageTitle>Compare laptops</PageTitle>
      <PageLead>
        Up to {COMPARE_LIMIT} laptops side by side. Where more is better (memory, storage, brightness, battery) or less is
        better (weight, list price), the better value is marked Best.
      </PageLead>
      {comparison.unreadableLink ? (
        <Notice role="alert">The comparison link could not be read, so your saved compare list is shown instead.</Notice>
      ) : null}
      {comparison.viewingShared ? (
        <SharedNotice role="region" aria-label="Shared comparison">
          <p>
            You are viewing a shared comparison. Your own compare list ({comparison.savedCount} of {COMPARE_LIMIT}) has not changed.
          </p>
          <AccentButton type="button" $accent={LAPTOP_ACCENT} $size="small" onClick={comparison.keepShared}>
            Keep this comparison
          </AccentButton>
          <TextButton type="button" onClick={comparison.showSaved}>
            Show my list
          </TextButton>
        </SharedNotice>
      ) : null}
      {items.length === 0 ? (
        <StatusPanel tone="empty" title="No laptops to compare yet" message="Search for a laptop below, or open any laptop and press Compare.">
          <p>
            <Link to={LAPTOP_BASE_PATH}>Find laptops</Link>
          </p>
        </StatusPanel>
      ) : (
        <>
          <Toolbar>
            <strong>
              {items.length} of {COMPARE_LIMIT} laptops
            </strong>
            <ShareLink items={items} />
            <TextButton type="button" onClick={comparison.clear}>
              Clear all
            </TextButton>
          </Toolbar>
          <ComparedLaptops items={items} onRemove={comparison.remove} />
        </>
      )}
      {comparison.viewingShared ? null : <LaptopCompareSearch />}
    </PageContainer>
  );
}

function ComparedLaptops({ items, onRemove }: { items: CompareItem[]; onRemove: (item: CompareItem) => void }) {
  const [first, second, third] = items;
  const [result, refetch] = useQuery({
    query: LaptopComparePage_LaptopsQuery,
    variables: {
      firstCompany: first?.company ?? '', firstPath: first?.path ?? '',
      secondCompany: second?.company ?? '', secondPath: second?.path ?? '', withSecond: Boolean(second),
      thirdCompany: third?.company ?? '', thirdPath: third?.path ?? '', withThird: Boolean(third),
    },
    pause: !first,
  });
  if (result.fetching && !result.data) return <Spinner label="Loading the comparison" accent={LAPTOP_ACCENT} />;
  if (result.error && !result.data) {
    return (
      <StatusPanel
        tone="error"
        title="Oops! Something went wrong"
        message={errorMessageOf(result.error)}
        action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
        accent={LAPTOP_ACCENT}
      />
    );
  }
  const answers = [result.data?.first, result.data?.second, result.data?.third];
  const laptops = items.map((_, index) => {
    const answer = answers[index];
    return answer ? readFragment(LaptopComparePage_LaptopFragment, answer) : null;
  });
  return (
    <CompareTable
      accent={LAPTOP_ACCENT}
      columns={items.map((item, index) => ({
        key: `${item.company}/${item.path}`,
        header: <ColumnHeader item={item} laptop={laptops[index] ?? null} onRemove={() => onRemove(item)} />,
      }))}
      sections={compareSectionsOf(LAPTOP_COMPARE_GROUPS, laptops.map((laptop) => (laptop ? { price: laptop.headerBanner.price, features: laptop.features } : null)))}
    />
  );
}

function ColumnHeader({ item, laptop, onRemove }: { item: CompareItem; laptop: ComparedLaptop | null; onRemove: () => void }) {
  const src = useMediaUrl()(laptop?.headerBanner.images[0]);
  const name = laptop ? laptop.headerBanner.title || laptop.model : item.path;
  return (
    <Column>
      {src ? <img src={src} alt="" width={96} height={96} /> : <span aria-hidden="true">{LAPTOP_PLACEHOLDER}</span>}
      {laptop ? <Link to={laptopModelPath(laptop.companyPath, laptop.path)}>{name}</Link> : <span>{name}</span>}
      {laptop ? null : <small role="note">Laptop Not Found</small>}
      <TextButton type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </TextButton>
    </Column>
  );
}

/** The comparison on screen as a link anyone can open (base64 of [{ company, path }], spec section 2). */
function ShareLink({ items }: { items: CompareItem[] }) {
  const location = useLocation();
  const [note, setNote] = useState('');
  const [origin, setOrigin] = useState<string | null>(null);
  // Read after rendering (the page may render on a server). Embedded with in-memory routing, the address bar
  // belongs to the host page: there is no link to give.
  useEffect(() => {
    setOrigin(window.location.pathname === location.pathname ? window.location.origin : null);
  }, [location.pathname]);
  if (!origin) return null;
  const url = `${origin}${compareLinkOf(LAPTOP_COMPARE_PATH, items)}`;
  return (
    <Share>
      <input aria-label="Link to this comparison" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <AccentButton
        type="button"
        $accent={LAPTOP_ACCENT}
        $size="small"
        onClick={() => navigator.clipboard.writeText(url).then(() => setNote('Link copied'), () => setNote('Select the link and copy it'))}
      >
        Copy link
      </AccentButton>
      <span role="status">{note}</span>
    </Share>
  );
}

const Notice = styled.p`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

const SharedNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.accents[LAPTOP_ACCENT].base};
  background: ${({ theme }) => theme.accents[LAPTOP_ACCENT].soft};
  p { flex: 1 1 100%; margin: 0; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
`;

const Share = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 240px;
  input { flex: 1; min-width: 0; padding: 6px 10px; font-size: 0.8rem; }
  span { font-size: 0.8rem; }
`;

const TextButton = styled.button`
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  text-align: center;
  img { height: 96px; width: auto; object-fit: contain; }
  a { font-weight: 700; color: ${({ theme }) => theme.colors.text}; }
`;
