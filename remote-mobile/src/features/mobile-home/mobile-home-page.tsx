import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, PageContainer, PageLead, PageTitle, SectionHeading, useAppStore, useMediaUrl, usePageMeta, VisuallyHidden } from '@gadgets/shared-ui';
import { accentFill, BrandStrip, Breadcrumb, compareLinkOf, ModelCard, ModelGrid, SkeletonGrid, StatusPanel } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_COMPARE_PATH, mobileModelPath } from '../../mobile-section';
import {
  MobileHomePage_ComparePairsQuery,
  MobileHomePage_HomeMobilesQuery,
  type CompareModel,
  type MobileComparePair,
} from './mobile-home-queries';

/** /mobile: brands, the latest and popular phones, and ready-made comparisons. */
export function MobileHomePage() {
  const [phones, refetchPhones] = useQuery({ query: MobileHomePage_HomeMobilesQuery });
  const [pairs, refetchPairs] = useQuery({ query: MobileHomePage_ComparePairsQuery });
  const compareCount = useAppStore((state) => state.compare.mobile.length);
  usePageMeta({ title: 'Mobile phones', description: 'Specifications of current phones by brand, with side-by-side comparisons.' });

  return (
    <PageContainer>
      <Breadcrumb category="mobile" accent={MOBILE_ACCENT} />
      <Hero>
        <div>
          <PageTitle>Mobile phones</PageTitle>
          <PageLead>Specifications of current and classic phones from every major brand, and side-by-side comparisons.</PageLead>
        </div>
        <CompareLink to={MOBILE_COMPARE_PATH}>{compareCount > 0 ? `Your comparison (${compareCount})` : 'Compare phones'}</CompareLink>
      </Hero>

      <SectionHeading>Brands</SectionHeading>
      <BrandStrip category="MOBILE" basePath={MOBILE_BASE_PATH} accent={MOBILE_ACCENT} />

      <SectionHeading id="latest-phones">Latest and popular phones</SectionHeading>
      {phones.fetching && !phones.data ? (
        <SkeletonGrid count={8} label="Loading phones" />
      ) : phones.error && !phones.data ? (
        <StatusPanel
          tone="error"
          title="Oops! Something went wrong"
          message="Failed to load phones. Please try again."
          detail={`Error: ${errorMessageOf(phones.error)}`}
          action={{ label: 'Try Again', onClick: () => refetchPhones({ requestPolicy: 'network-only' }) }}
          accent={MOBILE_ACCENT}
        />
      ) : (
        <ModelGrid label="Latest and popular phones">
          {(phones.data?.homeMobiles ?? []).map((phone) => (
            <li key={`${phone.companyPath}/${phone.path}`}>
              <ModelCard
                href={mobileModelPath(phone.companyPath, phone.path)}
                name={phone.name}
                brandName={phone.companyName}
                img={phone.img}
                subtitle={phone.companyName}
                description={phone.description}
                footer={phone.price}
                accent={MOBILE_ACCENT}
              />
            </li>
          ))}
        </ModelGrid>
      )}

      <SectionHeading>Popular comparisons</SectionHeading>
      {pairs.fetching && !pairs.data ? (
        <SkeletonGrid count={3} label="Loading comparisons" />
      ) : pairs.error && !pairs.data ? (
        <StatusPanel
          tone="error"
          title="Oops! Something went wrong"
          message="Failed to load comparisons. Please try again."
          detail={`Error: ${errorMessageOf(pairs.error)}`}
          action={{ label: 'Try Again', onClick: () => refetchPairs({ requestPolicy: 'network-only' }) }}
          accent={MOBILE_ACCENT}
        />
      ) : (
        <Pairs aria-label="Popular comparisons">
          {(pairs.data?.mobileCompareModels ?? []).map((pair) => (
            <li key={pair.id}>
              <ComparePairCard pair={pair} />
            </li>
          ))}
        </Pairs>
      )}
    </PageContainer>
  );
}

function ComparePairCard({ pair }: { pair: MobileComparePair }) {
  const href = compareLinkOf(MOBILE_COMPARE_PATH, [
    { company: pair.modelOne.companyPath, path: pair.modelOne.path },
    { company: pair.modelTwo.companyPath, path: pair.modelTwo.path },
  ]);
  return (
    <PairLink to={href}>
      <VisuallyHidden>Compare </VisuallyHidden>
      <PairSide model={pair.modelOne} />
      <Versus> vs </Versus>
      <PairSide model={pair.modelTwo} />
    </PairLink>
  );
}

function PairSide({ model }: { model: CompareModel }) {
  const mediaUrl = useMediaUrl();
  const src = mediaUrl(model.img);
  return (
    <Side>
      {src ? <img src={src} alt="" width={72} height={72} loading="lazy" /> : <span aria-hidden="true">📱</span>}
      <strong>{model.name}</strong>
    </Side>
  );
}

const Hero = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

/* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
const CompareLink = styled(Link)`
  && {
    margin-bottom: 24px;
    padding: 10px 20px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => accentFill(theme, MOBILE_ACCENT)};
    color: ${({ theme }) => theme.accents[MOBILE_ACCENT].contrastText};
    font-weight: 700;
    text-decoration: none;
  }
  &&:hover { filter: brightness(0.9); }
`;

const Pairs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PairLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-decoration: none;
  transition: border-color 0.15s, transform 0.15s;
  &:hover { border-color: ${({ theme }) => theme.accents[MOBILE_ACCENT].base}; transform: translateY(-2px); }
`;

const Side = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  text-align: center;
  font-size: 0.9rem;
  img { height: 72px; width: auto; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Versus = styled.span`
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents[MOBILE_ACCENT].soft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: 0.8rem;
  text-transform: uppercase;
  white-space: pre;
`;
